import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFrame } from '../../../src/components/PageFrame/PageFrame';
import { holdFirstScreen } from '../../../src/lib/firstScreen';
import { flush, render } from './render';

// A page that pulls to refresh is drawn at once, and the gesture (gesture and spring code) wraps it
// once the first screen has settled, without building the page again: its element moves into the
// gesture, its effects do not run twice, and what had focus keeps it.
function Counted({ mounts }: { mounts: number[] }) {
  useEffect(() => {
    mounts.push(1);
  }, [mounts]);
  return <input aria-label="search" />;
}

const page = (mounts: number[]) => (
  <MemoryRouter initialEntries={['/pages/notice/index']}>
    <PageFrame onRefresh={async () => {}}>
      <Counted mounts={mounts} />
    </PageFrame>
  </MemoryRouter>
);

/** Until the first screen settles, then a wait for the gesture's chunk. */
async function untilGesture(container: HTMLElement) {
  for (let i = 0; i < 50 && !container.querySelector('.adm-pull-to-refresh'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let release: (() => void) | undefined;
afterEach(() => release?.());

describe('PageFrame with pull-to-refresh', () => {
  it('draws the page before the gesture, then moves it into the gesture without building it again', async () => {
    release = holdFirstScreen();
    const mounts: number[] = [];
    const { container, unmount } = render(page(mounts));
    await flush();
    const input = container.querySelector('input')!;
    expect(input).not.toBeNull();
    expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();
    input.focus();

    release();
    await untilGesture(container);
    expect(container.querySelector('.adm-pull-to-refresh-content input')).toBe(input);
    expect(mounts).toHaveLength(1);
    expect(document.activeElement).toBe(input);
    unmount();
  });

  it('wraps at once when the gesture has loaded before', async () => {
    const mounts: number[] = [];
    const { container, unmount } = render(page(mounts));
    await untilGesture(container);
    expect(container.querySelector('.adm-pull-to-refresh-content input')).not.toBeNull();
    expect(mounts).toHaveLength(1);
    unmount();
  });
});

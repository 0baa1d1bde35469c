import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../../../src/components/PageFrame/PageFrame';
import { withPullToRefresh } from '../../../src/components/PageFrame/lazyParts';
import { flush, render } from './render';

// A page that pulls to refresh is drawn inside the gesture from its first render when its route
// loaded the gesture with it (withPullToRefresh): wrapping it afterwards would build the whole
// page a second time, which Lighthouse saw on Home's first load.
function Counted({ mounts }: { mounts: number[] }) {
  useEffect(() => {
    mounts.push(1);
  }, [mounts]);
  return <p>content</p>;
}

const page = (mounts: number[]) => (
  <MemoryRouter initialEntries={['/pages/notice/index']}>
    <PageFrame onRefresh={async () => {}}>
      <Counted mounts={mounts} />
    </PageFrame>
  </MemoryRouter>
);

describe('PageFrame with pull-to-refresh', () => {
  it('draws a page whose route loaded the gesture inside it, once', async () => {
    await withPullToRefresh(async () => 'page')();
    const mounts: number[] = [];
    const { container, unmount } = render(page(mounts));
    await flush();
    expect(container.querySelector('.adm-pull-to-refresh')).not.toBeNull();
    expect(mounts).toHaveLength(1);
    unmount();
  });
});

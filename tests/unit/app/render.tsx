import { vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { type Root, createRoot } from 'react-dom/client';

// A minimal React renderer for happy-dom tests (no testing-library in this project).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  /** Renders a new element into the same root, inside act. */
  rerender: (node: ReactNode) => void;
  unmount: () => void;
}

export function render(node: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Advance fake timers inside act, so React applies the resulting updates. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Let pending promises (and the renders they cause) settle inside act. */
export async function flush() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
  }
}

/** Click inside act. */
export async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

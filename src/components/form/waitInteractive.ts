import { expect, waitFor } from 'storybook/test';

/** antd-mobile popups ignore pointer events until their opening animation settles. */
export async function waitInteractive<E extends Element>(element: E): Promise<E> {
  await waitFor(() => expect(getComputedStyle(element).pointerEvents).not.toBe('none'));
  return element;
}

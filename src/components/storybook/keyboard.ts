// Keyboard-only play steps for form stories (issue 16: every form can be filled and submitted
// without a pointer). Focus moves only with Tab; typing and Enter do the rest.
import { expect, userEvent } from 'storybook/test';

/** Tabs the focus forward to `target`, failing when it does not arrive within `maxTabs` presses
 * (the control is missing from the tab order, or more stops than expected come before it). */
export async function tabTo(target: Element, maxTabs = 4): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses++) {
    if (target.ownerDocument.activeElement === target) return;
    await userEvent.tab();
  }
  await expect(target.ownerDocument.activeElement).toBe(target);
}

export interface KeyboardStep {
  /** The control to reach with Tab. */
  to: Element;
  /** Typed once it has focus ('{Enter}', '{ }' and other user-event keys allowed). */
  type?: string;
  /** At most this many Tab presses from the previous step (default 4). */
  maxTabs?: number;
}

/** Tabs to each step in turn and types into it, starting from the top of the page (or, with
 * `fromTop: false`, from where the focus is: inside a sheet or dialog that took it); the last
 * step is usually the submit button with '{Enter}'. */
export async function fillByKeyboard(
  steps: readonly KeyboardStep[],
  { fromTop = true }: { fromTop?: boolean } = {},
): Promise<void> {
  const doc = steps[0]?.to.ownerDocument;
  if (fromTop) (doc?.activeElement as HTMLElement | null)?.blur();
  for (const { to, type, maxTabs } of steps) {
    await tabTo(to, maxTabs);
    if (type) await userEvent.keyboard(type);
  }
}

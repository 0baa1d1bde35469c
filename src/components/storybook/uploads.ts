// Photo uploads in form stories. A picked photo is compressed first and only then shows its
// preview and progress bar, so "no progress bar" right after picking proves nothing; the tile's
// data-state turning "done" (the upload id is in the form) is the one reliable signal.
import { expect, userEvent, waitFor } from 'storybook/test';

/** Picks `file` in the photo `input` and waits until the photo is on the server. */
export async function uploadPhoto(input: HTMLElement, file: File): Promise<void> {
  await userEvent.upload(input, file);
  await waitFor(
    () => expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'done'),
    { timeout: 5000 }, // compression and the mocked upload, on a busy machine
  );
}

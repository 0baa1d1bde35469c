import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { createElement, type ReactNode } from 'react';
import { loadToast } from './load';

// A clear() issued while a show() is still loading cancels that show.
let generation = 0;
let loaded = false;

/** antd-mobile's toast is a plain box: its text goes in a polite status region, so that screen
 * readers read it out (once, after what they are saying). */
export const spoken = (content: ReactNode): ReactNode =>
  createElement('span', { role: 'status', 'aria-live': 'polite' }, content);

/** Show a toast; resolves once it is on screen (or was cancelled by clearToast). */
export async function showToast(props: ToastShowProps | string): Promise<void> {
  const issuedAt = generation;
  const toast = await loadToast();
  loaded = true;
  if (issuedAt !== generation) return;
  const options = typeof props === 'string' ? { content: props } : props;
  toast.show({ ...options, content: spoken(options.content) });
}

/** Remove the toast on screen, and any still loading. */
export function clearToast(): void {
  generation += 1;
  if (loaded) void loadToast().then((toast) => toast.clear());
}

import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { loadToast } from './load';

// A clear() issued while a show() is still loading cancels that show.
let generation = 0;
let loaded = false;

/** Show a toast; resolves once it is on screen (or was cancelled by clearToast). */
export async function showToast(props: ToastShowProps | string): Promise<void> {
  const issuedAt = generation;
  // The live region loads with the toast, off the first screen's scripts.
  const [toast, { announce }] = await Promise.all([loadToast(), import('./announce')]);
  loaded = true;
  if (issuedAt !== generation) return;
  toast.show(props);
  const content = typeof props === 'string' ? props : props.content;
  if (typeof content === 'string') announce(content);
}

/** Remove the toast on screen, and any still loading. */
export function clearToast(): void {
  generation += 1;
  if (loaded) void loadToast().then((toast) => toast.clear());
}

// antd-mobile's imperative Toast and Dialog bring Mask and react-spring (about 25 KB gzip), and
// the React 19 render shim brings rc-util's runtime: no screen needs them to paint. They load on
// first use, or once the first screen has settled (main.tsx), and stay off every first load.
type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default'];
type DialogApi = (typeof import('antd-mobile/es/components/dialog'))['default'];

/** Loads once and keeps the result; a failed load (network lost, a new deploy) is tried again on
 * the next call instead of failing every later toast and dialog until a reload. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const loadRender = once(() => import('./antdRender').then((m) => m.setupAntdRender()));

export const loadToast = once<ToastApi>(() =>
  loadRender().then(() => import('antd-mobile/es/components/toast').then((m) => m.default)),
);

export const loadDialog = once<DialogApi>(() =>
  loadRender().then(() => import('antd-mobile/es/components/dialog').then((m) => m.default)),
);

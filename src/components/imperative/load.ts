// antd-mobile's imperative Toast and Dialog bring Mask and react-spring (about 25 KB gzip), and
// the React 19 render shim brings rc-util's runtime: no screen needs them to paint. They load on
// first use, or once the browser is idle (preloadImperative), and stay off every first load.
type ToastApi = (typeof import('antd-mobile/es/components/toast'))['default'];
type DialogApi = (typeof import('antd-mobile/es/components/dialog'))['default'];

let render: Promise<void> | undefined;
const withRender = <T>(load: () => Promise<T>) =>
  (render ??= import('./antdRender').then((m) => m.setupAntdRender())).then(load);

let toast: Promise<ToastApi> | undefined;
export const loadToast = () =>
  (toast ??= withRender(() => import('antd-mobile/es/components/toast').then((m) => m.default)));

let dialog: Promise<DialogApi> | undefined;
export const loadDialog = () =>
  (dialog ??= withRender(() => import('antd-mobile/es/components/dialog').then((m) => m.default)));

/** Fetch both ahead of need, so the first toast or dialog appears without a network wait. */
export const preloadImperative = () => Promise.all([loadToast(), loadDialog()]);

// The lazy toast of src/components/imperative (toast.ts / load.ts), reached through the same two
// lazy chunks: importing toast.ts from the tab bar's chunk would split it out of the chunk it
// shares with the login page, and the login's first load would grow.
export async function showExitToast(message: string): Promise<void> {
  const [{ setupAntdRender }, { default: Toast }] = await Promise.all([
    import('../imperative/antdRender'),
    import('antd-mobile/es/components/toast'),
  ]);
  setupAntdRender();
  Toast.show(message);
}

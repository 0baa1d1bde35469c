import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';
import '../motion';

// antd-mobile's imperative Toast, Dialog and Modal render with ReactDOM.render, which React 19
// removed: give them createRoot instead (ARCHITECTURE section 4).
export function setupAntdRender() {
  unstableSetRender((node, container) => {
    const host = container as Element & { __appRoot?: ReturnType<typeof createRoot> };
    host.__appRoot ??= createRoot(host);
    host.__appRoot.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0)); // let a closing animation end first
      host.__appRoot?.unmount();
      delete host.__appRoot;
    };
  });
}

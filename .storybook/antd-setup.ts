import { reduceMotion, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

// antd-mobile's imperative Toast/Dialog render with ReactDOM.render, which React 19 removed.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});

// Its react-spring animations ignore CSS: skip them, so popups are usable (and screenshots
// stable) the moment they appear.
reduceMotion();

import 'antd-mobile/es/global';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHttp } from './api/http';
import { App } from './app/App';
import { preloadImperative } from './components/imperative/load';
import { initI18n } from './i18n';

// The first screen is drawn in the user's language: translations and antd's locale load first.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// What the first screen did not need, fetched once the browser is idle so that the first call
// and the first toast do not wait on the network.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
whenIdle(() => {
  void getHttp();
  void preloadImperative();
  void import('./components/TabBar/TabBar');
});

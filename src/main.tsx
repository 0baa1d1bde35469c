import 'antd-mobile/es/global';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setupAntdRender } from './app/antdRender';
import { initI18n } from './i18n';

setupAntdRender();

// The first screen is drawn in the user's language: translations and antd's locale load first.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

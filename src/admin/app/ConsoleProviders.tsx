import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import thTH from 'antd/locale/th_TH';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type ConsoleLang, consoleI18n, isConsoleLang } from '../i18n';
import { consoleTheme } from './theme';
import './targets.css';

export function newConsoleQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** antd's own texts (pagination, date pickers, empty tables) in the console's language. */
const ANTD_LOCALES = {
  en: enUS,
  zh: zhCN,
  hk: zhHK,
  jp: jaJP,
  kr: koKR,
  esp: esES,
  th: thTH,
} satisfies Record<ConsoleLang, unknown>;

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const onReducedMotionChange = (change: () => void) => {
  reducedMotion.addEventListener('change', change);
  return () => reducedMotion.removeEventListener('change', change);
};

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // antd animates whatever the system says; with reduced motion asked for, nothing moves (and a
  // form error is at full colour at once, not fading in from a faint red).
  const still = useSyncExternalStore(onReducedMotionChange, () => reducedMotion.matches);
  const theme = useMemo(
    () => ({ ...consoleTheme, token: { ...consoleTheme.token, motion: !still } }),
    [still],
  );
  return (
    // No space forced between two Chinese characters of a button ("通 过"): the label reads as written.
    <ConfigProvider
      locale={ANTD_LOCALES[isConsoleLang(i18n.language) ? i18n.language : 'en']}
      button={{ autoInsertSpace: false }}
      theme={theme}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** i18next, antd's locale and theme, and the query cache: the app's and every story's frame. */
export function ConsoleProviders({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={consoleI18n}>
      <QueryClientProvider client={client}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

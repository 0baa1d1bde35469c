import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import type { Lang } from './languages';

// antd-mobile's own texts (pickers, dialogs, pull-to-refresh) follow the interface language.
// Loaded on demand so only the chosen language's table is downloaded. English is antd-mobile's
// base locale (ConfigProvider imports it anyway, see vite.config.ts), so it needs no request.
type AntdLocale = Parameters<typeof setDefaultConfig>[0]['locale'];

const loaders: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  en: async () => ({ default: enUS }),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kr: () => import('antd-mobile/es/locales/ko-KR'),
  esp: () => import('antd-mobile/es/locales/es-ES'),
  th: () => import('antd-mobile/es/locales/th-TH'),
};

let current: AntdLocale | undefined;

/** Load the table and make it the default, also for imperative Toast and Dialog. */
export async function applyAntdLocale(lang: Lang): Promise<AntdLocale> {
  current = (await loaders[lang]()).default;
  setDefaultConfig({ locale: current });
  return current;
}

export const getAntdLocale = () => current;

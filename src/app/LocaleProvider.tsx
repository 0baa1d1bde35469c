import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { type ReactNode, useEffect, useState } from 'react';
import i18n from '../i18n';
import { getAntdLocale } from '../i18n/antd';

type AntdLocale = NonNullable<ReturnType<typeof getAntdLocale>>;

/**
 * antd-mobile's ConfigProvider with the locale of the interface language. changeLanguage loads
 * the antd table before i18next announces the change, so it is ready when 'languageChanged' fires.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<AntdLocale | undefined>(getAntdLocale);

  useEffect(() => {
    const update = () => setLocale(getAntdLocale());
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, []);

  if (!locale) return <>{children}</>;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

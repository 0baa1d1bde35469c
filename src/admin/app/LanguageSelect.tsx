import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANG_NAMES, CONSOLE_LANGS, isConsoleLang, setConsoleLang } from '../i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('nav.language')}
      size="small"
      variant="borderless"
      value={i18n.language}
      onChange={(lang) => isConsoleLang(lang) && void setConsoleLang(lang)}
      options={CONSOLE_LANGS.map((lang) => ({ value: lang, label: CONSOLE_LANG_NAMES[lang] }))}
      style={{ width: 110 }}
    />
  );
}

import CheckList from 'antd-mobile/es/components/check-list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, LANG_NAMES, LANG_TAGS, type Lang, isLang } from '../../i18n/languages';
import { useChangeLanguage } from '../../i18n/useChangeLanguage';

export interface LanguagePickerProps {
  /** Called after the interface has switched to the chosen language. */
  onChanged?: (lang: Lang) => void;
}

/** The seven languages, each named in itself; choosing one switches the interface at once. */
export function LanguagePicker({ onChanged }: LanguagePickerProps) {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [pending, setPending] = useState<Lang | null>(null);
  const current = pending ?? (isLang(i18n.language) ? i18n.language : 'en');

  const choose = async (values: (string | number)[]) => {
    const lang = values[0];
    if (!isLang(lang) || lang === current) return;
    setPending(lang);
    try {
      await changeLanguage(lang);
      onChanged?.(lang);
    } finally {
      setPending(null);
    }
  };

  return (
    <CheckList value={[current]} onChange={choose} disabled={pending !== null}>
      {LANGS.map((lang) => (
        <CheckList.Item key={lang} value={lang}>
          <span lang={LANG_TAGS[lang]}>{LANG_NAMES[lang]}</span>
        </CheckList.Item>
      ))}
    </CheckList>
  );
}

export default LanguagePicker;

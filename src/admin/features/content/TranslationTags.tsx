import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TranslationStatuses } from '../../api/generated/model';
import { CONSOLE_LANGS, CONSOLE_LANG_NAMES } from '../../i18n';
import { TRANSLATION_COLOR, TRANSLATION_LABEL, TRANSLATION_MARK, visuallyHidden } from './labels';

/** One tag per language: its code, a mark and a colour for missing, out of date or current. */
export function TranslationTags({ statuses }: { statuses: TranslationStatuses }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4}>
      {CONSOLE_LANGS.map((lang) => {
        const status = statuses[lang];
        return (
          <Tag
            key={lang}
            color={TRANSLATION_COLOR[status]}
            title={`${CONSOLE_LANG_NAMES[lang]}: ${t(TRANSLATION_LABEL[status])}`}
            style={{ marginInlineEnd: 0 }}
            data-testid={`translation-${lang}`}
            data-status={status}
          >
            {lang.toUpperCase()} <span aria-hidden="true">{TRANSLATION_MARK[status]}</span>
            <span style={visuallyHidden}>
              {CONSOLE_LANG_NAMES[lang]}: {t(TRANSLATION_LABEL[status])}
            </span>
          </Tag>
        );
      })}
    </Flex>
  );
}

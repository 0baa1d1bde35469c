import { Card, Col, Input, Row, Typography } from 'antd';
import { useField } from 'formik';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../../../components/ArticleBody/ArticleBody';
import { LANG_TAGS } from '../../../i18n/languages';
import { markdownToHtml } from '../../../lib/markdown';
import { FormikItem } from '../../components/FormikItem';
import type { ConsoleLang } from '../../i18n';
import { BODY_MAX, SUMMARY_MAX, TITLE_MAX } from './schema';

/** One language's text: title, summary and Markdown, beside a live preview drawn by the app's own
 * article renderer (sanitized, as the app shows it). */
export function LanguagePane({ lang }: { lang: ConsoleLang }) {
  const { t } = useTranslation();
  const name = (field: string) => `texts.${lang}.${field}`;
  const [title] = useField<string>(name('title'));
  const [body] = useField<string>(name('body'));
  const markdown = useDeferredValue(body.value);
  const html = useMemo(() => markdownToHtml(markdown), [markdown]);
  return (
    <Row gutter={24}>
      <Col xs={24} xl={12}>
        <Typography.Paragraph type="secondary">
          {t(lang === 'en' ? 'content.english_source' : 'content.translation_hint')}
        </Typography.Paragraph>
        <FormikItem name={name('title')} label={t('content.field_title')}>
          <Input maxLength={TITLE_MAX} showCount lang={LANG_TAGS[lang]} />
        </FormikItem>
        <FormikItem name={name('summary')} label={t('content.field_summary')}>
          <Input.TextArea rows={2} maxLength={SUMMARY_MAX} showCount lang={LANG_TAGS[lang]} />
        </FormikItem>
        <FormikItem name={name('body')} label={t('content.field_body')}>
          <Input.TextArea
            rows={16}
            maxLength={BODY_MAX}
            showCount
            lang={LANG_TAGS[lang]}
            style={{ fontFamily: 'monospace' }}
          />
        </FormikItem>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('content.preview')}>
          <article lang={LANG_TAGS[lang]} aria-label={t('content.preview')} data-testid="preview">
            {title.value.trim() && (
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {title.value}
              </Typography.Title>
            )}
            {markdown.trim() ? (
              <ArticleBody html={html} />
            ) : (
              <Typography.Text type="secondary">{t('content.preview_empty')}</Typography.Text>
            )}
          </article>
        </Card>
      </Col>
    </Row>
  );
}

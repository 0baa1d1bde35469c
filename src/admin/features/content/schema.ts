import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { ArticleDetail, ArticleForm, ArticleText } from '../../api/generated/model';
import { CONSOLE_LANGS, type ConsoleLang } from '../../i18n';

// The editor's form: one text per language, English required (it is the source and the fallback),
// another language either complete (title and text) or empty (readers of it get English). The
// limits are the contract's (openapi/components/admin-content.yaml: ArticleText).
export const TITLE_MAX = 120;
export const SUMMARY_MAX = 300;
export const BODY_MAX = 20_000;

export interface TextValues {
  title: string;
  summary: string;
  body: string;
}
export interface ArticleValues {
  category_id: number | undefined;
  on_home: boolean;
  texts: Record<ConsoleLang, TextValues>;
}

const filled = (value: string | undefined) => !!value?.trim();

function textSchema(t: TFunction, required: boolean) {
  return yup.object({
    title: yup
      .string()
      .max(TITLE_MAX, t('form.max_chars', { max: TITLE_MAX }))
      .test('needed', t('content.title_required'), function (value) {
        return filled(value) || (!required && !filled((this.parent as TextValues).body));
      }),
    summary: yup.string().max(SUMMARY_MAX, t('form.max_chars', { max: SUMMARY_MAX })),
    body: yup
      .string()
      .max(BODY_MAX, t('form.max_chars', { max: BODY_MAX }))
      .test('needed', t('content.body_required'), function (value) {
        return filled(value) || (!required && !filled((this.parent as TextValues).title));
      }),
  });
}

export const articleSchema = (t: TFunction) =>
  yup.object({
    category_id: yup.number().required(t('form.required')),
    on_home: yup.boolean(),
    texts: yup.object(
      Object.fromEntries(CONSOLE_LANGS.map((lang) => [lang, textSchema(t, lang === 'en')])),
    ),
  });

const empty = (): TextValues => ({ title: '', summary: '', body: '' });

export function valuesOf(article: ArticleDetail | undefined): ArticleValues {
  const texts = Object.fromEntries(
    CONSOLE_LANGS.map((lang) => {
      const text = article?.translations[lang];
      return [lang, text ? { title: text.title, summary: text.summary, body: text.body } : empty()];
    }),
  ) as Record<ConsoleLang, TextValues>;
  return { category_id: article?.category_id, on_home: article?.on_home ?? false, texts };
}

/** What the contract takes: English always, another language only when it has text. */
export function formOf(values: ArticleValues): ArticleForm {
  const text = (v: TextValues): ArticleText => ({
    title: v.title.trim(),
    summary: v.summary.trim(),
    body: v.body.trim(),
  });
  const translations: ArticleForm['translations'] = { en: text(values.texts.en) };
  for (const lang of CONSOLE_LANGS) {
    const v = values.texts[lang];
    if (lang !== 'en' && (filled(v.title) || filled(v.body))) translations[lang] = text(v);
  }
  return { category_id: values.category_id!, on_home: values.on_home, translations };
}

/** The server's field errors (`translations.zh.title`) as the form's (`texts.zh.title`). */
export const formFieldOf = (field: string) => field.replace(/^translations\./, 'texts.');

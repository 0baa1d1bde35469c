import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { BroadcastForm, BroadcastTexts } from '../../api/generated/model';
import { PATHS } from '../../../lib/paths';
import { CONSOLE_LANGS, type ConsoleLang } from '../../i18n';

// The message form: who gets it, the app page it opens, and its text in all seven languages (each
// required). The limits and the link's pattern are the contract's
// (openapi/components/notifications.yaml: BroadcastForm, BroadcastText).
export const MESSAGE_TITLE_MAX = 80;
export const MESSAGE_BODY_MAX = 1000;
export const LINK_MAX = 300;
export const LINK_PATTERN = /^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_.-]*)?$/;

/** The app pages a message commonly opens (label key -> path); `other` takes a typed path. */
export const COMMON_PAGES = {
  'broadcast.page_home': PATHS.home,
  'broadcast.page_assets': PATHS.assets,
  'broadcast.page_deposit': PATHS.deposit,
  'broadcast.page_market': PATHS.market,
  'broadcast.page_otc': PATHS.otc,
  'broadcast.page_promotion': PATHS.promotion,
  'broadcast.page_help': PATHS.helpCenter,
  'broadcast.page_notices': PATHS.notices,
} as const;

/** The page choice: the inbox (no link), one of COMMON_PAGES' paths, or another typed path. */
export const INBOX = 'inbox';
export const OTHER = 'other';

export interface MessageText {
  title: string;
  body: string;
}
export interface BroadcastValues {
  audience: 'all' | 'user';
  user_id: string;
  page: string;
  link: string;
  texts: Record<ConsoleLang, MessageText>;
}

export const emptyBroadcast = (): BroadcastValues => ({
  audience: 'all',
  user_id: '',
  page: INBOX,
  link: '',
  texts: Object.fromEntries(CONSOLE_LANGS.map((lang) => [lang, { title: '', body: '' }])) as Record<
    ConsoleLang,
    MessageText
  >,
});

const filled = (value: string | undefined) => !!value?.trim();

export const broadcastSchema = (t: TFunction) =>
  yup.object({
    audience: yup.string().oneOf(['all', 'user']).required(t('form.required')),
    user_id: yup.string().when('audience', {
      is: 'user',
      then: (s) =>
        s
          .required(t('form.required'))
          .matches(/^\s*[1-9]\d{0,14}\s*$/, t('broadcast.user_id_invalid')),
    }),
    page: yup.string().required(t('form.required')),
    link: yup.string().when('page', {
      is: OTHER,
      then: (s) =>
        s
          .required(t('form.required'))
          .max(LINK_MAX, t('form.max_chars', { max: LINK_MAX }))
          .test('page', t('broadcast.link_invalid'), (value) => LINK_PATTERN.test(value.trim())),
    }),
    texts: yup.object(
      Object.fromEntries(
        CONSOLE_LANGS.map((lang) => [
          lang,
          yup.object({
            title: yup
              .string()
              .max(MESSAGE_TITLE_MAX, t('form.max_chars', { max: MESSAGE_TITLE_MAX }))
              .test('needed', t('broadcast.title_required'), filled),
            body: yup
              .string()
              .max(MESSAGE_BODY_MAX, t('form.max_chars', { max: MESSAGE_BODY_MAX }))
              .test('needed', t('broadcast.body_required'), filled),
          }),
        ]),
      ),
    ),
  });

/** The link the values choose: none (the inbox), a common page, or the typed path. */
export function linkOf(values: BroadcastValues): string | undefined {
  if (values.page === INBOX) return undefined;
  return values.page === OTHER ? values.link.trim() : values.page;
}

/** What the contract takes (texts trimmed, the user only for one user, no link for the inbox). */
export function broadcastFormOf(values: BroadcastValues): BroadcastForm {
  const texts = Object.fromEntries(
    CONSOLE_LANGS.map((lang) => [
      lang,
      { title: values.texts[lang].title.trim(), body: values.texts[lang].body.trim() },
    ]),
  ) as unknown as BroadcastTexts;
  const link = linkOf(values);
  return {
    audience: values.audience,
    ...(values.audience === 'user' ? { user_id: Number(values.user_id.trim()) } : {}),
    ...(link ? { link } : {}),
    texts,
  };
}

import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { AdminProject, ProjectFields } from '../../api/generated/model';
import { CONSOLE_LANGS } from '../../i18n';

// The project form's rules: the same as the server's (openapi/components/admin-projects.yaml,
// ProjectFields); the server still has the last word (whether a coin exists, is listed, what the
// subscriptions already hold).

type IntroValues = { [K in `intro_${(typeof CONSOLE_LANGS)[number]}`]: string };
export interface ProjectValues extends IntroValues {
  currency: string;
  issue_price: string;
  /** Symbols. */
  payment_coins: string[];
  /** Local date and time (an <input type="datetime-local"> value). */
  starts_at: string;
  ends_at: string;
  launch_at: string;
  lock_days: string;
  supply: string;
  min_usdt: string;
  max_usdt: string;
  user_limit_usdt: string;
  sort: string;
}

export const MAX_INTRO = 2000;
export const PRICE_PLACES = 8;
export const USDT_PLACES = 8;
const DECIMAL = /^\d+(\.\d+)?$/;
const places = (value: string) => value.split('.')[1]?.length ?? 0;
const LOCAL = 'YYYY-MM-DDTHH:mm';
const timeOf = (local: string) => (local ? dayjs(local) : null);

export const valuesOf = (p?: AdminProject): ProjectValues => ({
  currency: p?.currency ?? '',
  ...(Object.fromEntries(
    CONSOLE_LANGS.map((lang) => [`intro_${lang}`, p?.intro[lang] ?? '']),
  ) as IntroValues),
  issue_price: p?.issue_price ?? '',
  payment_coins: p ? p.payment_coins.map((c) => c.currency) : ['USDT'],
  starts_at: p ? dayjs(p.starts_at).format(LOCAL) : '',
  ends_at: p ? dayjs(p.ends_at).format(LOCAL) : '',
  launch_at: p ? dayjs(p.launch_at).format(LOCAL) : '',
  lock_days: p ? String(p.lock_days) : '0',
  supply: p?.supply ?? '',
  min_usdt: p?.min_usdt ?? '',
  max_usdt: p?.max_usdt ?? '',
  user_limit_usdt: p?.user_limit_usdt ?? '',
  sort: p ? String(p.sort) : '0',
});

/** What the server is sent: times in ISO 8601 (UTC), the rest as typed. */
export const fieldsOf = (v: ProjectValues): ProjectFields => ({
  ...v,
  payment_coins: v.payment_coins.join(','),
  starts_at: dayjs(v.starts_at).toISOString(),
  ends_at: dayjs(v.ends_at).toISOString(),
  launch_at: dayjs(v.launch_at).toISOString(),
});

/** `decimals`: the coin's decimal places, by symbol; `reserved`: what subscriptions hold (edit). */
export function projectSchema(t: TFunction, decimals: Record<string, number>, reserved = '0') {
  const positive = (key: string, limit: number) =>
    yup
      .string()
      .trim()
      .required(t(key, { places: limit }))
      .test(
        'positive',
        t(key, { places: limit }),
        (v = '') => DECIMAL.test(v) && Number(v) > 0 && places(v) <= limit,
      );
  const intro = Object.fromEntries(
    CONSOLE_LANGS.map((lang) => [
      `intro_${lang}`,
      lang === 'en'
        ? yup
            .string()
            .trim()
            .required(t('projects.error.intro_en'))
            .max(MAX_INTRO, t('projects.error.intro_length', { max: MAX_INTRO }))
        : yup
            .string()
            .trim()
            .max(MAX_INTRO, t('projects.error.intro_length', { max: MAX_INTRO })),
    ]),
  );
  const time = yup.string().required(t('projects.error.time'));
  return yup.object({
    currency: yup
      .string()
      .trim()
      .required(t('projects.error.currency'))
      .test('not-usdt', t('projects.error.currency'), (v = '') => v.toUpperCase() !== 'USDT'),
    ...intro,
    issue_price: positive('projects.error.issue_price', PRICE_PLACES),
    payment_coins: yup
      .array(yup.string().required())
      .min(1, t('projects.error.payment_coins'))
      .test('self', t('projects.error.payment_self'), function check(v = []) {
        const coin = String(this.parent.currency ?? '');
        return !coin || !v.includes(coin);
      }),
    starts_at: time,
    ends_at: time.test('after-start', t('projects.error.ends_at'), function check(v = '') {
      const start = timeOf(this.parent.starts_at);
      const end = timeOf(v);
      return !start || !end || end.isAfter(start);
    }),
    launch_at: time.test('after-end', t('projects.error.launch_at'), function check(v = '') {
      const end = timeOf(this.parent.ends_at);
      const launch = timeOf(v);
      return !end || !launch || !launch.isBefore(end);
    }),
    lock_days: yup
      .string()
      .trim()
      .required(t('projects.error.lock_days'))
      .test(
        'days',
        t('projects.error.lock_days'),
        (v = '') => /^\d{1,4}$/.test(v) && Number(v) <= 3650,
      ),
    supply: yup
      .string()
      .trim()
      .required(t('projects.error.supply', { places: 18 }))
      .test('supply', function check(v = '') {
        const coin = String(this.parent.currency ?? '')
          .trim()
          .toUpperCase();
        const limit = decimals[coin] ?? 18;
        if (!DECIMAL.test(v) || Number(v) <= 0 || places(v) > limit)
          return this.createError({ message: t('projects.error.supply', { places: limit }) });
        if (Number(v) < Number(reserved))
          return this.createError({ message: t('projects.error.supply_reserved', { reserved }) });
        return true;
      }),
    min_usdt: positive('projects.error.usdt', USDT_PLACES),
    max_usdt: positive('projects.error.usdt', USDT_PLACES).test(
      'min-max',
      t('projects.error.max_usdt'),
      function check(v = '') {
        const min = Number(this.parent.min_usdt);
        return !DECIMAL.test(String(this.parent.min_usdt ?? '')) || Number(v) >= min;
      },
    ),
    user_limit_usdt: yup
      .string()
      .trim()
      .test('limit', function check(v = '') {
        if (v === '') return true;
        if (!DECIMAL.test(v) || Number(v) <= 0 || places(v) > USDT_PLACES)
          return this.createError({ message: t('projects.error.usdt', { places: USDT_PLACES }) });
        const min = String(this.parent.min_usdt ?? '');
        if (DECIMAL.test(min) && Number(v) < Number(min))
          return this.createError({ message: t('projects.error.user_limit') });
        return true;
      }),
    sort: yup
      .string()
      .trim()
      .test('sort', t('projects.error.sort'), (v = '') => v === '' || /^-?\d{1,7}$/.test(v)),
  });
}

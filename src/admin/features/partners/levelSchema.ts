import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { AdminPartnerLevel } from '../../api/generated/model';
import { decimalTest } from '../derivatives/durationSchema';

// The partner level form's rules: the same as the server's (openapi/components/admin-partners.yaml,
// PartnerLevelFields), the order ones against the levels below and above as the console last read
// them; the server checks them again under its lock and has the last word.

export const LANGS = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'] as const;
export type Lang = (typeof LANGS)[number];

export type LevelValues = {
  name_en: string;
  name_zh: string;
  name_hk: string;
  name_jp: string;
  name_kr: string;
  name_esp: string;
  name_th: string;
  authorization_code: string;
  min_team: string;
  rebate_ratio: string;
};

export const NAME_MAX = 40;
export const CODE = /^[A-Z0-9]{1,8}$/;
const MAX_MIN_TEAM = 1_000_000;

/** "0.2" -> "20 %". */
export const percent = (ratio: string) =>
  `${(Number(ratio) * 100).toFixed(4).replace(/\.?0+$/, '')} %`;

const optionalName = (t: TFunction) =>
  yup
    .string()
    .trim()
    .max(NAME_MAX, t('partners.error.name', { max: NAME_MAX }));

/**
 * `level`: the level being written; `others`: every other level as last read (its neighbours set the
 * order limits, and their codes are taken).
 */
export function levelSchema(t: TFunction, level: number, others: AdminPartnerLevel[]) {
  const below = others.filter((l) => l.level < level).at(-1);
  const above = others.find((l) => l.level > level);
  return yup.object({
    name_en: yup
      .string()
      .trim()
      .required(t('partners.error.name_en', { max: NAME_MAX }))
      .max(NAME_MAX, t('partners.error.name_en', { max: NAME_MAX })),
    name_zh: optionalName(t),
    name_hk: optionalName(t),
    name_jp: optionalName(t),
    name_kr: optionalName(t),
    name_esp: optionalName(t),
    name_th: optionalName(t),
    authorization_code: yup
      .string()
      .trim()
      .required(t('partners.error.code'))
      .matches(CODE, t('partners.error.code'))
      .test(
        'unique',
        ({ value }) =>
          t('partners.error.code_taken', {
            level: others.find((l) => l.authorization_code === String(value).trim())?.level,
          }),
        (v = '') => !others.some((l) => l.authorization_code === v.trim()),
      ),
    min_team: yup
      .string()
      .trim()
      .required(t('partners.error.min_team'))
      .test('whole', t('partners.error.min_team'), (v = '') => {
        return /^\d{1,7}$/.test(v) && Number(v) <= MAX_MIN_TEAM;
      })
      .test('first', t('partners.error.min_team_first'), (v = '') => level !== 1 || v === '0')
      .test(
        'below',
        t('partners.error.min_team_below', { level: below?.level, value: below?.min_team }),
        (v = '') => !below || Number(v) > below.min_team,
      )
      .test(
        'above',
        t('partners.error.min_team_above', { level: above?.level, value: above?.min_team }),
        (v = '') => !above || Number(v) < above.min_team,
      ),
    rebate_ratio: yup
      .string()
      .trim()
      .required(t('partners.error.rebate_ratio'))
      .test('ratio', t('partners.error.rebate_ratio'), (v = '') =>
        decimalTest(v, { places: 6, atLeast: 0, below: 1 }),
      )
      .test(
        'below',
        t('partners.error.ratio_below', {
          level: below?.level,
          value: below ? percent(below.rebate_ratio) : '',
        }),
        (v = '') => !below || Number(v) >= Number(below.rebate_ratio),
      )
      .test(
        'above',
        t('partners.error.ratio_above', {
          level: above?.level,
          value: above ? percent(above.rebate_ratio) : '',
        }),
        (v = '') => !above || Number(v) <= Number(above.rebate_ratio),
      ),
  });
}

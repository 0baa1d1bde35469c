// The rules of a partner level's fields, as the console's form and the contract state them
// (openapi/components/admin-partners.yaml). Every field is checked before any is written, each
// refused one with its own localized reason (400, 2771); the order against the neighbouring levels
// is checked under the levels' lock (admin.ts, 409, 2773).
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import { partnersFail } from './admin-errors.ts';
import type { LevelRow } from './levels.ts';

export const NAME_MAX = 40;
export const CODE_PATTERN = /^[A-Z0-9]{1,8}$/;
export const RATIO_PLACES = 6;
export const MAX_MIN_TEAM = 1_000_000;
export const MAX_LEVEL = 1000;

export type NameField = `name_${Lang}`;
export type PartnerLevelInput = Partial<Record<NameField, string>> & {
  level?: string | number;
  authorization_code?: string;
  min_team?: string | number;
  rebate_ratio?: string;
};
export interface PartnerLevelTerms {
  names: Record<string, string>;
  authCode: string;
  minTeam: number;
  rebateRatio: string;
}

/** The fields of a level (and on creation its number); throws 400 (2771) listing every refused one. */
export function parsePartnerLevel(
  input: PartnerLevelInput,
  level: number | null,
): PartnerLevelTerms & { level: number } {
  const fields: Record<string, FieldError> = {};
  const number = level ?? whole(input.level, 2, MAX_LEVEL);
  if (number === null) fields.level = { key: 'partners.field.level', params: { max: MAX_LEVEL } };
  const names: Record<string, string> = {};
  for (const lang of LANGS) {
    const name = String(input[`name_${lang}`] ?? '').trim();
    if (name.length > NAME_MAX || (lang === 'en' && name === ''))
      fields[`name_${lang}`] = {
        key: lang === 'en' ? 'partners.field.name_en' : 'partners.field.name',
        params: { max: NAME_MAX },
      };
    else if (name !== '') names[lang] = name;
  }
  const authCode = String(input.authorization_code ?? '').trim();
  if (!CODE_PATTERN.test(authCode)) fields.authorization_code = { key: 'partners.field.code' };
  const minTeam = whole(input.min_team, 0, MAX_MIN_TEAM);
  if (minTeam === null)
    fields.min_team = { key: 'partners.field.min_team', params: { max: MAX_MIN_TEAM } };
  else if (number === 1 && minTeam !== 0)
    fields.min_team = { key: 'partners.field.min_team_first' };
  const ratio = decimal(input.rebate_ratio, RATIO_PLACES);
  if (!ratio || ratio.lt(0) || ratio.gte(1))
    fields.rebate_ratio = { key: 'partners.field.rebate_ratio' };
  if (Object.keys(fields).length > 0) throw partnersFail.fields(fields);
  return {
    level: number!,
    names,
    authCode,
    minTeam: minTeam!,
    rebateRatio: ratio!.toFixed(RATIO_PLACES),
  };
}

/**
 * The order rules against the levels below and above (`levels` sorted, without the one being
 * written): the minimum team strictly increases with the level, the ratio never decreases. Throws
 * 409 (2773) naming each field that breaks them.
 */
export function checkOrder(levels: LevelRow[], level: number, terms: PartnerLevelTerms) {
  const below = levels.filter((l) => l.level < level).at(-1);
  const above = levels.find((l) => l.level > level);
  const fields: Record<string, FieldError> = {};
  if (below && terms.minTeam <= below.minTeam)
    fields.min_team = {
      key: 'partners.order.min_team_below',
      params: { level: below.level, value: below.minTeam },
    };
  else if (above && terms.minTeam >= above.minTeam)
    fields.min_team = {
      key: 'partners.order.min_team_above',
      params: { level: above.level, value: above.minTeam },
    };
  const ratio = Number(terms.rebateRatio);
  if (below && ratio < Number(below.rebateRatio))
    fields.rebate_ratio = {
      key: 'partners.order.ratio_below',
      params: { level: below.level, value: percentText(below.rebateRatio) },
    };
  else if (above && ratio > Number(above.rebateRatio))
    fields.rebate_ratio = {
      key: 'partners.order.ratio_above',
      params: { level: above.level, value: percentText(above.rebateRatio) },
    };
  if (Object.keys(fields).length > 0) throw partnersFail.order(fields);
}

/** "0.125000" -> "12.5 %" (the ratio as the console shows it). */
export const percentText = (ratio: string) =>
  `${(Number(ratio) * 100).toFixed(4).replace(/\.?0+$/, '')} %`;

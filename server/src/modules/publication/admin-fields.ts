// The rules of a subscription project's terms, as the console's form and the contract state them.
// Every refused field gets its own localized reason, so the operator sees all of them at once.
// The project's coin may be delisted (a new coin is created delisted and listed at launch); the
// payment coins must be listed.
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import type { FieldError } from '../../http/app-error.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import { Money, type Decimal } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { projectFail } from './admin-errors.ts';

export type IntroFields = { [L in Lang as `intro_${L}`]?: string };

export interface ProjectFieldsInput extends IntroFields {
  currency?: string;
  issue_price?: string;
  payment_coins?: string;
  starts_at?: string;
  ends_at?: string;
  launch_at?: string;
  lock_days?: string | number;
  supply?: string;
  min_usdt?: string;
  max_usdt?: string;
  user_limit_usdt?: string;
  sort?: string | number;
}

export interface ProjectTerms {
  currencyId: number;
  symbol: string;
  decimals: number;
  intro: Record<string, string>;
  issuePrice: string;
  accepted: number[];
  startsAt: Date;
  endsAt: Date;
  launchAt: Date;
  lockDays: number;
  supply: string;
  minUsdt: string;
  maxUsdt: string;
  userLimitUsdt: string | null;
  sort: number;
}

export const MAX_LOCK_DAYS = 3650;
export const PRICE_PLACES = 8;
export const MAX_INTRO = 2000;

function time(input: unknown): Date | null {
  const text = String(input ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

const blank = (input: unknown) => input === undefined || String(input).trim() === '';

/**
 * Checks the terms against the spec's rules and the coins' decimals; throws 400 (2741) with every
 * refused field if any fail. `reserved` is what subscriptions already hold (the supply's floor).
 */
export async function parseTerms(
  db: Db,
  input: ProjectFieldsInput,
  reserved: string = '0',
): Promise<ProjectTerms> {
  const fields: Record<string, FieldError> = {};
  const all = await db.select().from(currencies);
  const bySymbol = new Map(all.map((c) => [c.symbol.toUpperCase(), c]));
  const symbol = String(input.currency ?? '').trim();
  const found = bySymbol.get(symbol.toUpperCase());
  const coin = found && found.id !== USDT_ID ? found : undefined;
  if (!coin)
    fields.currency = { key: 'project.field.currency', params: { currency: symbol || '-' } };

  const intro: Record<string, string> = {};
  for (const lang of LANGS) {
    const text = String(input[`intro_${lang}`] ?? '').trim();
    if (text.length > MAX_INTRO)
      fields[`intro_${lang}`] = { key: 'project.field.intro_length', params: { max: MAX_INTRO } };
    else if (text) intro[lang] = text;
  }
  if (!intro.en && !fields.intro_en) fields.intro_en = { key: 'project.field.intro_en' };

  const issuePrice = decimal(input.issue_price, PRICE_PLACES);
  if (!issuePrice || issuePrice.lte(0))
    fields.issue_price = { key: 'project.field.issue_price', params: { places: PRICE_PLACES } };

  const accepted: number[] = [];
  const wanted = String(input.payment_coins ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const wantedSymbol of wanted) {
    const pay = bySymbol.get(wantedSymbol.toUpperCase());
    if (!pay || !pay.enabled) {
      fields.payment_coins = {
        key: 'project.field.payment_listed',
        params: { currency: wantedSymbol },
      };
      break;
    }
    if (coin && pay.id === coin.id) {
      fields.payment_coins = { key: 'project.field.payment_self' };
      break;
    }
    if (!accepted.includes(pay.id)) accepted.push(pay.id);
  }
  if (!fields.payment_coins && accepted.length === 0)
    fields.payment_coins = { key: 'project.field.payment_coins' };

  const startsAt = time(input.starts_at);
  const endsAt = time(input.ends_at);
  const launchAt = time(input.launch_at);
  if (!startsAt) fields.starts_at = { key: 'project.field.time' };
  if (!endsAt) fields.ends_at = { key: 'project.field.time' };
  else if (startsAt && endsAt <= startsAt) fields.ends_at = { key: 'project.field.ends_at' };
  if (!launchAt) fields.launch_at = { key: 'project.field.time' };
  else if (endsAt && launchAt < endsAt) fields.launch_at = { key: 'project.field.launch_at' };

  const lockDays = whole(input.lock_days, 0, MAX_LOCK_DAYS);
  if (lockDays === null)
    fields.lock_days = { key: 'project.field.lock_days', params: { max: MAX_LOCK_DAYS } };

  const places = coin?.decimals ?? 18;
  const supply = decimal(input.supply, places);
  if (!supply || supply.lte(0)) fields.supply = { key: 'project.field.supply', params: { places } };
  else if (supply.lt(reserved))
    fields.supply = {
      key: 'project.field.supply_reserved',
      params: { reserved: new Money(reserved).toFixed() },
    };

  const usdtPlaces = bySymbol.get('USDT')?.decimals ?? 8;
  const minUsdt = decimal(input.min_usdt, usdtPlaces);
  if (!minUsdt || minUsdt.lte(0))
    fields.min_usdt = { key: 'project.field.usdt', params: { places: usdtPlaces } };
  const maxUsdt = decimal(input.max_usdt, usdtPlaces);
  if (!maxUsdt || maxUsdt.lte(0))
    fields.max_usdt = { key: 'project.field.usdt', params: { places: usdtPlaces } };
  else if (minUsdt && maxUsdt.lt(minUsdt)) fields.max_usdt = { key: 'project.field.max_usdt' };
  let userLimit: Decimal | null = null;
  if (!blank(input.user_limit_usdt)) {
    userLimit = decimal(input.user_limit_usdt, usdtPlaces);
    if (!userLimit || userLimit.lte(0))
      fields.user_limit_usdt = { key: 'project.field.usdt', params: { places: usdtPlaces } };
    else if (minUsdt && userLimit.lt(minUsdt))
      fields.user_limit_usdt = { key: 'project.field.user_limit' };
  }

  const sort = blank(input.sort) ? 0 : whole(input.sort, -1_000_000, 1_000_000);
  if (sort === null) fields.sort = { key: 'project.field.sort' };

  if (Object.keys(fields).length > 0) throw projectFail.fields(fields);
  return {
    currencyId: coin!.id,
    symbol: coin!.symbol,
    decimals: coin!.decimals,
    intro,
    issuePrice: issuePrice!.toFixed(),
    accepted,
    startsAt: startsAt!,
    endsAt: endsAt!,
    launchAt: launchAt!,
    lockDays: lockDays!,
    supply: supply!.toFixed(),
    minUsdt: minUsdt!.toFixed(),
    maxUsdt: maxUsdt!.toFixed(),
    userLimitUsdt: userLimit ? userLimit.toFixed() : null,
    sort: sort!,
  };
}

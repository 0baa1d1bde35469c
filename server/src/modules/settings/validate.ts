import { InvalidDecimal, Money, parseDecimal, toDecimalString } from '../../lib/decimal.ts';
import { settingsFail } from './errors.ts';
import { SETTING_MAX_LENGTH, type SettingDef } from './registry.ts';

// A new value checked as its setting's type and range say (registry.ts), for the console and the
// CLI alike. Returns the value to store (trimmed; decimals in canonical form); throws
// settingsFail.refused with the reason otherwise.

const WHOLE = /^\d{1,9}$/;

function checkUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // not an address at all
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname || /\s/.test(value))
    throw settingsFail.refused('settings.url');
  return value;
}

function checkRange(def: SettingDef, value: Money): void {
  const { min, max } = def;
  if ((min !== undefined && value.lt(min)) || (max !== undefined && value.gt(max)))
    throw max === undefined
      ? settingsFail.refused('settings.at_least', { min: min! })
      : settingsFail.refused('settings.range', { min: min ?? '0', max });
}

function checkNumber(def: SettingDef, value: string): string {
  if (def.type === 'integer') {
    if (!WHOLE.test(value)) throw settingsFail.refused('settings.integer');
    checkRange(def, new Money(value));
    return String(Number(value));
  }
  const places = def.maxDecimals ?? 18;
  let number: Money;
  try {
    number = parseDecimal(value.replace(/^0+(?=\d)/, ''), places);
  } catch (error) {
    if (!(error instanceof InvalidDecimal)) throw error;
    throw settingsFail.refused('settings.decimal', { places });
  }
  if (number.isNeg()) throw settingsFail.refused('settings.decimal', { places });
  checkRange(def, number);
  return toDecimalString(number);
}

function checkCoins(def: SettingDef, value: string, listed: readonly string[]): string {
  const symbols = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (symbols.length === 0) throw settingsFail.refused('settings.required');
  const unlisted = symbols.find((s) => !listed.includes(s));
  if (unlisted !== undefined)
    throw settingsFail.refused('settings.coin_unlisted', { coin: unlisted });
  if (def.type === 'coin' && symbols.length !== 1)
    throw settingsFail.refused('settings.coin_unlisted', { coin: value });
  return [...new Set(symbols)].join(',');
}

/** The value to store for `def`; `listed` are the enabled coins' symbols (coin, coins). */
export function checkSettingValue(def: SettingDef, raw: string, listed: readonly string[]): string {
  const value = raw.trim();
  if (value.length > SETTING_MAX_LENGTH)
    throw settingsFail.refused('settings.too_long', { max: SETTING_MAX_LENGTH });
  if (value === '') {
    if (def.required) throw settingsFail.refused('settings.required');
    return '';
  }
  switch (def.type) {
    case 'url':
      return checkUrl(value);
    case 'rate':
    case 'amount':
    case 'integer':
      return checkNumber(def, value);
    case 'coin':
    case 'coins':
      return checkCoins(def, value, listed);
    case 'text':
      if (def.format && !def.format.pattern.test(value))
        throw settingsFail.refused(def.format.message);
      return value;
  }
}

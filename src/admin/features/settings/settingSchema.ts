import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { Setting } from '../../api/generated/model';

// The edit form's rules, built from the constraints the server returns with each setting
// (openapi/components/admin-settings.yaml: SettingConstraints), so the console and the server check
// the same things; the server still has the last word and says why it refuses.

const DECIMAL = /^\d+(\.(\d+))?$/;
const WHOLE = /^\d+$/;

/** The symbols of a coins value ("usdt, btc" -> ["USDT", "BTC"]). */
export const symbolsOf = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

function rangeProblem(setting: Setting, value: number, t: TFunction): string | undefined {
  const { min, max } = setting.constraints;
  if ((min !== null && value < Number(min)) || (max !== null && value > Number(max)))
    return max === null
      ? t('settings.error.at_least', { min })
      : t('settings.error.range', { min: min ?? '0', max });
  return undefined;
}

function urlProblem(value: string, t: TFunction): string | undefined {
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol) && url.hostname && !/\s/.test(value)) return undefined;
  } catch {
    // not an address
  }
  return t('settings.error.url');
}

/** What is wrong with a non-empty `value` for `setting`, in the operator's language. */
export function problemOf(setting: Setting, value: string, t: TFunction): string | undefined {
  const { constraints } = setting;
  switch (setting.type) {
    case 'url':
      return urlProblem(value, t);
    case 'integer':
      return WHOLE.test(value)
        ? rangeProblem(setting, Number(value), t)
        : t('settings.error.integer');
    case 'rate':
    case 'amount': {
      const places = constraints.max_decimals ?? 18;
      const match = DECIMAL.exec(value);
      if (!match || (match[2]?.length ?? 0) > places)
        return t('settings.error.decimal', { places });
      return rangeProblem(setting, Number(value), t);
    }
    case 'coin':
    case 'coins': {
      const symbols = symbolsOf(value);
      const unlisted = symbols.find((s) => !(constraints.choices ?? []).includes(s));
      if (unlisted) return t('settings.error.coin', { coin: unlisted });
      if (setting.type === 'coin' && symbols.length !== 1)
        return t('settings.error.coin', { coin: value });
      return undefined;
    }
    case 'text':
      return constraints.pattern && !new RegExp(constraints.pattern).test(value)
        ? t('settings.error.pattern', { example: setting.default ?? '' })
        : undefined;
  }
}

export const settingSchema = (setting: Setting, t: TFunction) => {
  const { constraints } = setting;
  let value = yup
    .string()
    .trim()
    .max(constraints.max_length, t('form.max_chars', { max: constraints.max_length }));
  if (constraints.required) value = value.required(t('form.required'));
  return yup.object({
    value: value
      .test('fits', '', function fits(v) {
        const problem = v ? problemOf(setting, v, t) : undefined;
        return problem ? this.createError({ message: problem }) : true;
      })
      .test('changed', t('settings.error.same'), (v) => (v ?? '') !== (setting.value ?? '')),
  });
};

import type { TFunction } from 'i18next';
import type { Setting, SettingGroup, SettingType } from '../../api/generated/model';

// The words of the settings screen for the values the contract enumerates.

export const GROUP_LABEL: Record<SettingGroup, string> = {
  support: 'settings.group.support',
  app: 'settings.group.app',
  trading: 'settings.group.trading',
  otc: 'settings.group.otc',
  security: 'settings.group.security',
  console: 'settings.group.console',
};

export const TYPE_LABEL: Record<SettingType, string> = {
  url: 'settings.type.url',
  rate: 'settings.type.rate',
  amount: 'settings.type.amount',
  integer: 'settings.type.integer',
  text: 'settings.type.text',
  coin: 'settings.type.coin',
  coins: 'settings.type.coins',
};

/** A value as the operator reads it: an unset or cleared one says so. */
export const shownValue = (value: string | null, t: TFunction) =>
  value === null || value === '' ? t('settings.not_set') : value;

/** The rules a new value must follow (e.g. "From 0 to 0.1", "At most 8 decimals"). */
export function rulesOf(setting: Setting, t: TFunction): string[] {
  const { min, max, max_decimals: places, required, choices } = setting.constraints;
  const parts: string[] = [];
  if (setting.type === 'url') parts.push(t('settings.rule.url'));
  if (min !== null && max !== null) parts.push(t('settings.rule.range', { min, max }));
  else if (min !== null) parts.push(t('settings.rule.at_least', { min }));
  if (setting.type === 'integer') parts.push(t('settings.rule.integer'));
  else if (places !== null) parts.push(t('settings.rule.decimals', { places }));
  if (setting.type === 'text' && setting.default)
    parts.push(t('settings.rule.like', { example: setting.default }));
  if (setting.type === 'coins' && choices) parts.push(t('settings.rule.coins'));
  if (!required) parts.push(t('settings.rule.optional'));
  return parts;
}

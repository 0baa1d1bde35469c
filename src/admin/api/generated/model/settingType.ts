/**
 * url: an http:// or https:// address; rate: a decimal share (0.001 = 0.1 %); amount: a
 * decimal quantity; integer: a whole number; text: free text of a given form (`pattern`); coin:
 * one listed coin's symbol (`choices`); coins: listed coins' symbols separated by commas.
 */
export type SettingType = (typeof SettingType)[keyof typeof SettingType];

export const SettingType = {
  url: 'url',
  rate: 'rate',
  amount: 'amount',
  integer: 'integer',
  text: 'text',
  coin: 'coin',
  coins: 'coins',
} as const;

/**
 * @maxLength 7
 */
export type OptionStatus = (typeof OptionStatus)[keyof typeof OptionStatus];

export const OptionStatus = {
  waiting: 'waiting',
  settled: 'settled',
} as const;

/**
 * won, lost; null while waiting.
 */
export type OptionResult = (typeof OptionResult)[keyof typeof OptionResult];

export const OptionResult = {
  won: 'won',
  lost: 'lost',
} as const;

/**
 * up (call), down (put), flat (even).
 * @maxLength 4
 */
export type OptionDirection = (typeof OptionDirection)[keyof typeof OptionDirection];

export const OptionDirection = {
  up: 'up',
  down: 'down',
  flat: 'flat',
} as const;

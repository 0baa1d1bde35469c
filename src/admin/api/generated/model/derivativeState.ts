/**
 * open: offered in the app. closed: left out of the app's lists and refused for new orders
 * (409, code 2708 for a duration, 2709 for a market); orders already open run to completion on
 * the terms they copied. Never deleted, as orders refer to it.
 * @maxLength 6
 */
export type DerivativeState = (typeof DerivativeState)[keyof typeof DerivativeState];

export const DerivativeState = {
  open: 'open',
  closed: 'closed',
} as const;

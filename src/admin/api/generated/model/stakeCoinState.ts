/**
 * enabled: users may stake in the coin (while it is listed). disabled: left out of the app's
 * payable coins and refused for new orders; orders already open keep their coin and settle as
 * before. Never deleted, as orders refer to it.
 * @maxLength 8
 */
export type StakeCoinState = (typeof StakeCoinState)[keyof typeof StakeCoinState];

export const StakeCoinState = {
  enabled: 'enabled',
  disabled: 'disabled',
} as const;

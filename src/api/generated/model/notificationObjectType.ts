/**
 * What the notification is about, null for one about nothing in particular.
 * @nullable
 */
export type NotificationObjectType =
  (typeof NotificationObjectType)[keyof typeof NotificationObjectType] | null;

export const NotificationObjectType = {
  otc_order: 'otc_order',
  deposit: 'deposit',
  withdraw: 'withdraw',
  transfer: 'transfer',
  trust_order: 'trust_order',
  subscription: 'subscription',
  option_order: 'option_order',
  lever_position: 'lever_position',
  spot_order: 'spot_order',
  kyc: 'kyc',
} as const;

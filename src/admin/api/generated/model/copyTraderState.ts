/**
 * open: listed in the app and followable (its coin must be listed). closed: gone from the app's
 * lists, a new follow is refused (409, code 1804); follow orders in progress settle on the terms
 * they copied. A trader is never deleted, as orders refer to it.
 * @maxLength 6
 */
export type CopyTraderState = (typeof CopyTraderState)[keyof typeof CopyTraderState];

export const CopyTraderState = {
  open: 'open',
  closed: 'closed',
} as const;

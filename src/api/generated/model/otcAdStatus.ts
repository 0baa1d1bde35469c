/**
 * online (published, listed), offline (unpublished, editable), deleted.
 */
export type OtcAdStatus = (typeof OtcAdStatus)[keyof typeof OtcAdStatus];

export const OtcAdStatus = {
  online: 'online',
  offline: 'offline',
  deleted: 'deleted',
} as const;

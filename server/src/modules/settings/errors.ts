import { AppError } from '../../http/app-error.ts';
import type { MessageKey, MessageParams } from '../../i18n/index.ts';

// Finer reasons (2680-2689) of the console's settings, as openapi/paths/admin-settings.yaml
// documents them.
export const SettingsCode = {
  unknown: 2680,
  refused: 2681,
} as const;

export const settingsFail = {
  /** An unknown key, or a secret's (which an operator is not told exists). */
  unknown: (key: string) =>
    new AppError(404, 'settings.unknown', { code: SettingsCode.unknown, params: { key } }),
  /** The value does not fit the setting: the reason is the message and the `value` field's. */
  refused: (key: MessageKey, params: MessageParams = {}) =>
    new AppError(400, key, {
      code: SettingsCode.refused,
      params,
      fields: { value: { key, params } },
    }),
};

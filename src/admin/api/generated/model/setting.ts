import type { SettingConstraints } from './settingConstraints';
import type { SettingGroup } from './settingGroup';
import type { SettingKey } from './settingKey';
import type { SettingType } from './settingType';

export interface Setting {
  key: SettingKey;
  group: SettingGroup;
  type: SettingType;
  /**
   * The value in force; null when never set (the reader uses the default).
   * @nullable
   */
  value: string | null;
  /**
   * What the seed writes and the reader falls back to; null when there is none.
   * @nullable
   */
  default: string | null;
  constraints: SettingConstraints;
  /** What the setting does, in the request's language. */
  description: string;
  /**
   * When the value was last written (null when never set).
   * @nullable
   */
  updated_at: string | null;
}

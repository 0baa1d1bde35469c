import { defaultSetting } from '../settings/settings.ts';
import { CUSTOMER_URL_SETTING } from '../lookups/handlers.ts';
import {
  ADJUST_THRESHOLD_SETTING,
  DEFAULT_ADJUST_THRESHOLD,
} from '../operators/users/adjustments.ts';
import type { Seed } from './seed.ts';

/** Defaults an operator can change later (`npm run operator -- setting set <key> <value>`). */
export const settingsSeed: Seed = {
  name: 'settings',
  async run({ db }) {
    await defaultSetting(
      db,
      CUSTOMER_URL_SETTING,
      process.env.CUSTOMER_URL || 'https://support.example.com/chat',
    );
    // Above this USDT value a console balance adjustment waits for a second operator.
    await defaultSetting(db, ADJUST_THRESHOLD_SETTING, DEFAULT_ADJUST_THRESHOLD);
  },
};

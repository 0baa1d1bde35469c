import { DEFAULT_CUSTOMER_URL } from '../settings/registry.ts';
import { defaultSetting } from '../settings/settings.ts';
import { CUSTOMER_URL_SETTING } from '../lookups/handlers.ts';
import {
  ADJUST_THRESHOLD_SETTING,
  DEFAULT_ADJUST_THRESHOLD,
} from '../operators/users/adjustments.ts';
import type { Seed } from './seed.ts';

/** Defaults an operator can change later (console Settings, or `npm run operator -- setting set`). */
export const settingsSeed: Seed = {
  name: 'settings',
  async run({ db }) {
    await defaultSetting(
      db,
      CUSTOMER_URL_SETTING,
      process.env.CUSTOMER_URL || DEFAULT_CUSTOMER_URL,
    );
    // Above this USDT value a console balance adjustment waits for a second operator.
    await defaultSetting(db, ADJUST_THRESHOLD_SETTING, DEFAULT_ADJUST_THRESHOLD);
  },
};

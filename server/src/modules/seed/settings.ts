import { DEFAULT_CUSTOMER_URL } from '../settings/registry.ts';
import { defaultSetting } from '../settings/settings.ts';
import { CUSTOMER_URL_SETTING } from '../lookups/handlers.ts';
import {
  ADJUST_THRESHOLD_SETTING,
  DEFAULT_ADJUST_THRESHOLD,
} from '../operators/users/adjustments.ts';
import { DEFAULT_WITHDRAW_HOLD_HOURS, WITHDRAW_HOLD_SETTING } from '../security/withdraw-hold.ts';
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
    // Hours withdrawals wait after a login password reset or a fund password change.
    await defaultSetting(db, WITHDRAW_HOLD_SETTING, DEFAULT_WITHDRAW_HOLD_HOURS);
  },
};

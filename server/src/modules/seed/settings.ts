import { defaultSetting } from '../settings/settings.ts';
import { CUSTOMER_URL_SETTING } from '../lookups/handlers.ts';
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
  },
};

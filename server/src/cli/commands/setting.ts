import { asc } from 'drizzle-orm';
import { settings } from '../../db/schema/auth.ts';
import { cliActor, recordAudit } from '../../modules/audit/audit.ts';
import { ADJUST_THRESHOLD_SETTING } from '../../modules/operators/users/adjustments.ts';
import { getSetting, setSetting } from '../../modules/settings/settings.ts';
import { UsageError, type Command } from '../commands.ts';

// Secrets live in the same table; they are never printed or changed from here.
const isSecret = (key: string) => key.endsWith('_key') || key.endsWith('_secret');

/** `setting list | get <key> | set <key> <value>`: operator configuration such as customer_url. */
export const settingCommand: Command = async ({ database, clock }, [action, key, value]) => {
  if (action === 'list') {
    const rows = await database.db.select().from(settings).orderBy(asc(settings.key));
    return {
      output: rows
        .filter((r) => !isSecret(r.key))
        .map((r) => `${r.key} = ${r.value}`)
        .join('\n'),
      exitCode: 0,
    };
  }
  if (!key || isSecret(key))
    throw new UsageError('give a setting key (secrets cannot be read or changed)');
  if (action === 'get') {
    const current = await getSetting(database.db, key);
    return current === undefined
      ? { output: `${key} is not set`, exitCode: 1 }
      : { output: current, exitCode: 0 };
  }
  if (action === 'set' && value !== undefined) {
    if (key === 'customer_url' && !/^https?:\/\/\S+$/.test(value))
      throw new UsageError('customer_url must be an http(s) address');
    if (key === ADJUST_THRESHOLD_SETTING && !/^\d{1,20}(\.\d{1,18})?$/.test(value))
      throw new UsageError(`${ADJUST_THRESHOLD_SETTING} must be a USDT amount such as 1000`);
    await database.db.transaction(async (tx) => {
      const before = (await getSetting(tx, key)) ?? null;
      await setSetting(tx, key, value);
      await recordAudit(tx, clock(), cliActor(), {
        action: 'setting.set',
        targetType: 'setting',
        targetId: key,
        before: { value: before },
        after: { value },
      });
    });
    return { output: `${key} = ${value}`, exitCode: 0 };
  }
  throw new UsageError('usage: setting list | setting get <key> | setting set <key> <value>');
};

import { AppError } from '../../http/app-error.ts';
import { t } from '../../i18n/index.ts';
import { cliActor } from '../../modules/audit/audit.ts';
import { changeSetting, listSettings, requireSettingDef } from '../../modules/settings/manage.ts';
import { getSetting } from '../../modules/settings/settings.ts';
import { UsageError, type Command } from '../commands.ts';

// `setting list | get <key> | set <key> <value>`: the registry's settings (modules/settings), with
// the same rules, messages and audit as the console's. Secrets are never listed, read or changed.

/** A refusal of the registry's rules, said in English on one line (exit code 2). */
async function registry<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new UsageError(t('en', error.key, error.params));
    throw error;
  }
}

export const settingCommand: Command = async ({ database, clock }, [action, key, value]) => {
  if (action === 'list') {
    const rows = await listSettings(database.db, 'en');
    const shown = (v: string | null, d: string | null) =>
      v ?? (d === null ? '(not set)' : `(not set, default ${d})`);
    return {
      output: rows.map((s) => `${s.key} = ${shown(s.value, s.default)}`).join('\n'),
      exitCode: 0,
    };
  }
  if (action === 'get' && key) {
    await registry(() => requireSettingDef(key));
    const current = await getSetting(database.db, key);
    return current === undefined
      ? { output: `${key} is not set`, exitCode: 1 }
      : { output: current, exitCode: 0 };
  }
  if (action === 'set' && key && value !== undefined) {
    const { changed, setting } = await registry(() =>
      changeSetting(database.db, clock(), cliActor(), key, value),
    );
    return { output: `${key} = ${setting.value}${changed ? '' : ' (unchanged)'}`, exitCode: 0 };
  }
  throw new UsageError('usage: setting list | setting get <key> | setting set <key> <value>');
};

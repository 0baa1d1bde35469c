import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { settings } from '../../db/schema/auth.ts';
import { t, type Lang } from '../../i18n/index.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { Money } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { listCoins } from '../exchange/currencies.ts';
import { settingsFail } from './errors.ts';
import { SETTING_MAX_LENGTH, SETTINGS, settingDef, type SettingDef } from './registry.ts';
import { getSetting, setSetting } from './settings.ts';
import { checkSettingValue } from './validate.ts';

// Listing and changing the registry's settings: the console's operations and the CLI's `setting`
// run these. A change and its audit row (`setting.set`, old and new value) commit together.

type Row = { value: string; updatedAt: Date } | undefined;

const listedSymbols = async (db: Db) => (await listCoins(db)).map((c) => c.symbol);

function present(def: SettingDef, row: Row, lang: Lang, listed: string[]) {
  const numeric = def.type === 'rate' || def.type === 'amount' || def.type === 'integer';
  const choosing = def.type === 'coin' || def.type === 'coins';
  return {
    key: def.key,
    group: def.group,
    type: def.type,
    value: row?.value ?? null,
    default: def.default,
    constraints: {
      required: def.required,
      min: def.min ?? null,
      max: def.max ?? null,
      max_decimals: numeric ? (def.maxDecimals ?? 0) : null,
      max_length: SETTING_MAX_LENGTH,
      pattern: def.format?.pattern.source ?? null,
      choices: choosing ? listed : null,
    },
    description: t(lang, def.description),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export type PresentedSetting = ReturnType<typeof present>;

async function rowsOf(db: Db, keys: string[]) {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, { value: r.value, updatedAt: r.updatedAt }]));
}

/** Every setting of the registry, in its order, with the value in force. */
export async function listSettings(db: Db, lang: Lang): Promise<PresentedSetting[]> {
  const rows = await rowsOf(
    db,
    SETTINGS.map((s) => s.key),
  );
  const listed = await listedSymbols(db);
  return SETTINGS.map((def) => present(def, rows.get(def.key), lang, listed));
}

/** The registry's setting of `key`; an unknown key or a secret is refused (404, 2680). */
export function requireSettingDef(key: string): SettingDef {
  const def = settingDef(key);
  if (!def) throw settingsFail.unknown(key);
  return def;
}

/** Checks and stores a new value, audited; an unchanged value writes nothing. */
/**
 * A pair of bounds (the least and most of one OTC order) never crosses: each is checked against
 * the other's value in force, both changes queued on one lock so that two at once cannot cross.
 */
async function checkPaired(tx: Db, def: SettingDef, value: string): Promise<void> {
  if (!def.atMost && !def.atLeast) return;
  await rows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('settings.bounds'))`);
  const other = (def.atMost ?? def.atLeast)!;
  const bound = (await getSetting(tx, other)) || requireSettingDef(other).default;
  if (!bound || value === '') return;
  const crosses = def.atMost ? new Money(value).gt(bound) : new Money(value).lt(bound);
  if (crosses)
    throw settingsFail.refused(def.atMost ? 'settings.above_bound' : 'settings.below_bound', {
      key: other,
      value: bound,
    });
}

export async function changeSetting(
  db: Db,
  at: Date,
  actor: Actor,
  key: string,
  raw: string,
  lang: Lang = 'en',
): Promise<{ changed: boolean; setting: PresentedSetting }> {
  const def = requireSettingDef(key);
  const listed = await listedSymbols(db);
  const value = checkSettingValue(def, raw, listed);
  const changed = await db.transaction(async (tx) => {
    const before = (await getSetting(tx, key)) ?? null;
    if (before === value) return false;
    await checkPaired(tx, def, value);
    await setSetting(tx, key, value, at);
    await recordAudit(tx, at, actor, {
      action: 'setting.set',
      targetType: 'setting',
      targetId: key,
      before: { value: before },
      after: { value },
    });
    return true;
  });
  const row = (await rowsOf(db, [key])).get(key);
  return { changed, setting: present(def, row, lang, listed) };
}

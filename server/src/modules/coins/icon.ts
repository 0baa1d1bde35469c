// Coin icons: uploaded in the console, checked by content (PNG, JPEG or WebP) and size, kept in
// `coin_icons`, and served by the platform itself at `currencies.icon_url`, an address versioned
// by the bytes' hash, so browsers keep an icon for good and a new one is a new address.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { coinIcons } from '../../db/schema/coin-icons.ts';
import { currencies } from '../../db/schema/core.ts';
import { AppError } from '../../http/app-error.ts';
import type { Deps } from '../../http/context.ts';
import type { FileAnswer } from '../../http/envelope.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { detectImage } from '../uploads/uploads.ts';
import { coinFail, CoinCode } from './admin-errors.ts';
import { listAdminCoins } from './admin.ts';

/** Icons are drawn at 16-48 px: 64 KB is ample for a crisp one, and keeps lists light. */
export const ICON_MAX_BYTES = 64 * 1024;

const iconTooLarge = () =>
  new AppError(413, 'coin.icon_too_large', {
    code: CoinCode.iconTooLarge,
    params: { max: ICON_MAX_BYTES / 1024 },
  });

const servedAt = (id: number, sha256: string) => `/api/coins/${id}/icon?v=${sha256.slice(0, 12)}`;

async function lockCoin(tx: Db, id: number) {
  if (!Number.isSafeInteger(id)) throw coinFail.unknown(id);
  const [row] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
  if (!row) throw coinFail.unknown(id);
  return row;
}

async function answer(tx: Db, id: number) {
  const [coin] = await listAdminCoins(tx, id);
  if (!coin) throw coinFail.unknown(id);
  return coin;
}

/** Stores `bytes` as the coin's icon (replacing any), audited as `coin.icon` with both addresses. */
export async function setCoinIcon(deps: Deps, actor: Actor, id: number, bytes: Buffer | undefined) {
  if (bytes && bytes.length > ICON_MAX_BYTES) throw iconTooLarge();
  const mime = await detectImage(bytes ?? Buffer.alloc(0)); // 415 unless PNG, JPEG or WebP
  const sha256 = createHash('sha256').update(bytes!).digest('hex');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const coin = await lockCoin(tx, id);
    const iconUrl = servedAt(id, sha256);
    const row = { mime, content: bytes!, sha256, updatedAt: now };
    await tx
      .insert(coinIcons)
      .values({ currencyId: id, ...row })
      .onConflictDoUpdate({ target: coinIcons.currencyId, set: row });
    await tx.update(currencies).set({ iconUrl }).where(eq(currencies.id, id));
    await recordAudit(tx, now, actor, {
      action: 'coin.icon',
      targetType: 'currency',
      targetId: coin.symbol,
      before: { icon_url: coin.iconUrl },
      after: { icon_url: iconUrl, mime, size: bytes!.length },
    });
    return answer(tx, id);
  });
}

/** Takes the icon away (the coin shows its initial), audited as `coin.icon_remove`. */
export async function removeCoinIcon(deps: Deps, actor: Actor, id: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const coin = await lockCoin(tx, id);
    if (!coin.iconUrl) throw coinFail.noIcon();
    await tx.delete(coinIcons).where(eq(coinIcons.currencyId, id));
    await tx.update(currencies).set({ iconUrl: null }).where(eq(currencies.id, id));
    await recordAudit(tx, now, actor, {
      action: 'coin.icon_remove',
      targetType: 'currency',
      targetId: coin.symbol,
      before: { icon_url: coin.iconUrl },
      after: { icon_url: null },
    });
    return answer(tx, id);
  });
}

/**
 * The icon's bytes for anyone (icons are public, like the coin lists that name them). The address
 * carries the hash, so the answer is cached for a year; an unknown coin or none answers 404.
 */
export async function coinIconFile(db: Db, id: number): Promise<FileAnswer | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [icon] = await db.select().from(coinIcons).where(eq(coinIcons.currencyId, id));
  if (!icon) return undefined;
  return {
    file: icon.content,
    contentType: icon.mime,
    cacheControl: 'public, max-age=31536000, immutable',
  };
}

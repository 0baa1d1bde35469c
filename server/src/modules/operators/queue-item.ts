// One review item as the console shows it (adminQueueItem): the kind's detail, with every user it
// names looked up in one query.
import { inArray } from 'drizzle-orm';
import { authUsers } from '../../db/schema/auth.ts';
import type { Db } from '../../db/index.ts';
import type { Deps } from '../../http/context.ts';
import type { ItemDetail } from '../review/detail.ts';
import { operatorFail } from './errors.ts';
import { kindNamed } from './queues.ts';

/** The users an item names, by id, in one query. */
async function usersById(db: Db, ids: number[]) {
  const found = ids.length
    ? await db
        .select({
          id: authUsers.id,
          email: authUsers.email,
          phone: authUsers.phone,
          areaCode: authUsers.areaCode,
          kyc: authUsers.kycLevel,
        })
        .from(authUsers)
        .where(inArray(authUsers.id, [...new Set(ids)]))
    : [];
  return new Map(
    found.map((u) => [
      u.id,
      {
        id: u.id,
        email: u.email,
        phone: u.phone && (u.areaCode ? `+${u.areaCode.replace(/^\+/, '')} ${u.phone}` : u.phone),
        kyc: u.kyc,
      },
    ]),
  );
}

function presentItem(
  kind: string,
  id: string,
  item: ItemDetail,
  users: Awaited<ReturnType<typeof usersById>>,
) {
  const parties = (item.parties ?? []).map((p) => {
    const user = users.get(p.userId);
    return {
      role: p.role,
      user_id: p.userId,
      email: user?.email ?? null,
      phone: user?.phone ?? null,
    };
  });
  return {
    kind,
    id,
    status: item.status,
    summary: item.summary,
    created_at: item.createdAt.toISOString(),
    user: (item.userId !== null && users.get(item.userId)) || null,
    facts: item.facts,
    photos: item.photos.map((p) => ({ key: p.key, image_id: p.imageId })),
    warnings: item.warnings ?? [],
    balances: item.balances ?? [],
    journal: (item.journal ?? []).map((j) => ({ ...j, at: j.at.toISOString() })),
    timeline: (item.timeline ?? []).map((e) => ({ at: e.at.toISOString(), event: e.event })),
    parties,
  };
}

/** One item of a queue in full, pending or decided. */
export async function consoleQueueItem(deps: Deps, name: string, id: string) {
  const item = await kindNamed(name).detail(deps, id);
  if (!item) throw operatorFail.unknownItem(name, id);
  const ids = [item.userId, ...(item.parties ?? []).map((p) => p.userId)];
  const users = await usersById(
    deps.db,
    ids.filter((userId): userId is number => userId !== null),
  );
  return presentItem(name, id, item, users);
}

// An operator's message to every active user's inbox, or to one user's (adminNotificationBroadcast,
// openapi/paths/admin-content.yaml). The texts, in the seven languages, are sanitized to plain text
// by the content editor's sanitizer and kept once in `broadcasts`; in one transaction each recipient
// gets an `announcement` notification (params: the broadcast's id) written by ONE INSERT ... SELECT,
// their pushes are queued by one more statement (push/fanout.ts), and the audit row is written.
// After the commit each recipient's sockets are told (`notification`), a slice at a time so a
// broadcast to every user never holds the event loop.
import { eq, sql } from 'drizzle-orm';
import { authUsers } from '../../db/schema/auth.ts';
import { broadcasts, type BroadcastTexts } from '../../db/schema/broadcasts.ts';
import type { Deps } from '../../http/context.ts';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import { rows } from '../../ledger/sql.ts';
import { PATHS } from '../../../../src/lib/paths.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import type { EventBus } from '../events/bus.ts';
import { contentFail } from '../news/errors.ts';
import { plainText } from '../news/markdown.ts';
import { queuePushesWhere } from '../push/fanout.ts';
import { NOTIFICATION_KINDS } from './kinds.ts';
import { NOTIFICATION_EVENT } from './notify.ts';

export interface BroadcastForm {
  audience: 'all' | 'user';
  user_id?: number;
  link?: string;
  texts: Record<Lang, { title: string; body: string }>;
}

const KIND = 'announcement';
const CATEGORY = NOTIFICATION_KINDS[KIND];
/** The app's pages (src/lib/paths.ts): a broadcast may open any of them, with a query. */
const PAGES = new Set<string>(Object.values(PATHS));
/** Users told on their sockets per turn of the event loop. */
const ANNOUNCE_SLICE = 500;

/** Every text as plain text (no markup, no control characters; the body keeps its lines). */
function cleanTexts(texts: BroadcastForm['texts']): BroadcastTexts {
  const clean = {} as BroadcastTexts;
  for (const lang of LANGS) {
    const title = plainText(texts[lang]?.title ?? '');
    const body = plainText(texts[lang]?.body ?? '', { multiline: true });
    if (!title) throw contentFail.textBlank(`texts.${lang}.title`);
    if (!body) throw contentFail.textBlank(`texts.${lang}.body`);
    clean[lang] = { title, body };
  }
  return clean;
}

/** The page it opens: one of the app's (its query kept), the inbox when none is given. */
function checkedLink(link: string | undefined): string {
  if (link === undefined) return PATHS.notifications;
  const path = link.split('?')[0]!;
  if (!link.startsWith('/pages/') || !PAGES.has(path)) throw contentFail.broadcastLinkUnknown();
  return link;
}

/** Tells each recipient's sockets after the commit, ANNOUNCE_SLICE users per turn. */
function announce(events: EventBus, written: { id: number; userId: number }[]) {
  let i = 0;
  const slice = () => {
    for (const end = Math.min(i + ANNOUNCE_SLICE, written.length); i < end; i++) {
      const { id, userId } = written[i]!;
      events.toUser(userId, {
        type: NOTIFICATION_EVENT,
        data: { id, category: CATEGORY, kind: KIND },
      });
    }
    if (i < written.length) setImmediate(slice);
  };
  slice();
}

export async function sendBroadcast(deps: Deps, actor: Actor, form: BroadcastForm) {
  if (form.audience === 'user' && form.user_id === undefined)
    throw contentFail.broadcastUserMissing();
  const link = checkedLink(form.link);
  const texts = cleanTexts(form.texts);
  const userId = form.audience === 'user' ? form.user_id! : null;
  const now = deps.clock();
  const at = now.toISOString();
  const { broadcast, written, pushes } = await deps.db.transaction(async (tx) => {
    if (userId !== null) {
      const [user] = await tx
        .select({ id: authUsers.id, disabledAt: authUsers.disabledAt })
        .from(authUsers)
        .where(eq(authUsers.id, userId));
      if (!user) throw contentFail.broadcastUserUnknown(userId);
      // Like the broadcast to all, a message to one user reaches enabled accounts only.
      if (user.disabledAt) throw contentFail.broadcastUserDisabled(userId);
    }
    const [row] = await tx
      .insert(broadcasts)
      .values({
        audience: form.audience,
        userId,
        link,
        texts,
        operatorId: actor.operatorId,
        createdAt: now,
        recipients: 0,
      })
      .returning({ id: broadcasts.id });
    const id = row!.id;
    // Every user who is not disabled (or the one user, enabled: checked above), in one statement.
    const recipients = userId === null ? sql`u.disabled_at IS NULL` : sql`u.id = ${userId}`;
    const inserted = await rows<{ id: number | string; user_id: number | string }>(
      tx,
      sql`INSERT INTO notifications (user_id, category, kind, params, link, created_at)
          SELECT u.id, ${CATEGORY}, ${KIND}, jsonb_build_object('broadcast', ${String(id)}::text),
                 ${link}, ${at}::timestamptz
            FROM users u WHERE ${recipients}
          RETURNING id, user_id`,
    );
    const pushes = await queuePushesWhere(
      tx,
      sql`n.created_at = ${at}::timestamptz AND n.kind = ${KIND}
          AND n.params->>'broadcast' = ${String(id)}::text`,
      now,
    );
    const [saved] = await tx
      .update(broadcasts)
      .set({ recipients: inserted.length })
      .where(eq(broadcasts.id, id))
      .returning();
    await recordAudit(tx, now, actor, {
      action: 'notification.broadcast',
      targetType: 'broadcast',
      targetId: String(id),
      before: null,
      after: {
        audience: form.audience,
        user_id: userId,
        link,
        texts,
        recipients: inserted.length,
        pushes,
      },
    });
    return {
      broadcast: saved!,
      written: inserted.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) })),
      pushes,
    };
  });
  announce(deps.events, written);
  deps.log.info(
    { broadcast: broadcast.id, recipients: written.length, pushes },
    'broadcast written',
  );
  return {
    id: broadcast.id,
    audience: broadcast.audience,
    user_id: broadcast.userId,
    link: broadcast.link,
    recipients: broadcast.recipients,
    created_at: broadcast.createdAt.toISOString(),
  };
}

// `push.deliver`: sends what the push outbox holds. Each run claims due rows (claimed_until keeps a
// second instance, or a run that overlaps a slow one, from sending a row twice), encrypts each
// payload for its browser (RFC 8291, aes128gcm) and signs it (VAPID, RFC 8292) with web-push, posts
// it to the browser's push service, and records the outcome:
//   2xx       sent
//   404, 410  the subscription is gone: it is removed (the row stays as the record: gone)
//   429, 5xx, no answer   retried later with backoff, failed after the last attempt
//   other 4xx failed (the push service refused this message; retrying changes nothing)
import { inArray } from 'drizzle-orm';
import webPush from 'web-push';
import { notifications } from '../../db/schema/notifications.ts';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push.ts';
import type { Deps } from '../../http/context.ts';
import { rows, sql } from '../../ledger/sql.ts';
import type { JobFactory } from '../jobs/scheduler.ts';
import { broadcastTextsOf, readerParams } from '../notifications/broadcast-texts.ts';
import { pushPayload } from './payload.ts';
import type { PushSettings } from './settings.ts';

const BATCH = 500;
const PARALLEL = 50;
const CLAIM_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** How long to wait before attempt n+1 (after n failures); after the last, the row fails. */
export const PUSH_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];
/** A push that waited this long is of no use any more (push services keep it up to a day). */
const TTL_SECONDS = 86_400;

type Claimed = {
  id: number;
  attempts: number;
  notification_id: number;
  subscription_id: number | null;
};

/** Claims up to BATCH due rows for this run (no other run sees them until CLAIM_MS has passed). */
async function claim(deps: Deps, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const claimed = await rows<Claimed>(
    deps.db,
    sql`UPDATE push_deliveries SET claimed_until = ${until}::timestamptz, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM push_deliveries
            WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz
              AND (claimed_until IS NULL OR claimed_until <= ${at}::timestamptz)
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, attempts, notification_id, subscription_id`,
  );
  // int8 arrives as a string from node-postgres, as a number from PGlite.
  return claimed.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    notification_id: Number(r.notification_id),
    subscription_id: r.subscription_id === null ? null : Number(r.subscription_id),
  }));
}

/** A VAPID signature (a JWT valid 12 hours) is reused per push service for this long: signing
 * one per push cost about a third of a push's CPU (npm run bench: notification fan-out). */
const VAPID_REUSE_MS = 3_600_000;
const vapidKept = new WeakMap<
  PushSettings,
  Map<string, { authorization: string; until: number }>
>();

/** The `Authorization` header for the push service of `endpoint` (its origin is the audience). */
function vapidAuthorization(settings: PushSettings, endpoint: string): string {
  const audience = new URL(endpoint).origin;
  let kept = vapidKept.get(settings);
  if (!kept) vapidKept.set(settings, (kept = new Map()));
  const now = Date.now(); // the JWT's expiry is real time (web-push), not the app clock
  const reuse = kept.get(audience);
  if (reuse && reuse.until > now) return reuse.authorization;
  const { Authorization } = webPush.getVapidHeaders(
    audience,
    settings.subject,
    settings.publicKey,
    settings.privateKey,
    'aes128gcm',
  );
  kept.set(audience, { authorization: Authorization, until: now + VAPID_REUSE_MS });
  return Authorization;
}

type Outcome =
  | { status: 'sent' }
  | { status: 'gone'; error: string }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string };

async function post(
  settings: PushSettings,
  subscription: typeof pushSubscriptions.$inferSelect,
  payload: string,
): Promise<Outcome> {
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      {
        // no vapidDetails (web-push would sign each push; nothing sets its global keys): the
        // signature of this push service, reused
        headers: { Authorization: vapidAuthorization(settings, subscription.endpoint) },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    // Keys that cannot encrypt (checked at subscription; kept from a bad row, never a crash).
    return { status: 'failed', error: String((error as Error).message ?? error).slice(0, 300) };
  }
  let status: number;
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch (error) {
    return { status: 'retry', error: String((error as Error).message ?? error).slice(0, 300) };
  }
  if (status >= 200 && status < 300) return { status: 'sent' };
  const error = `push service answered ${status}`;
  if (status === 404 || status === 410) return { status: 'gone', error };
  if (status === 429 || status >= 500) return { status: 'retry', error };
  return { status: 'failed', error };
}

type Subscription = typeof pushSubscriptions.$inferSelect;
type Notification = typeof notifications.$inferSelect;

/** The claimed rows' subscriptions and notifications, two queries for the whole batch. */
async function loadBatch(deps: Deps, claimed: Claimed[]) {
  const subscriptionIds = [...new Set(claimed.flatMap((r) => r.subscription_id ?? []))];
  const notificationIds = [...new Set(claimed.map((r) => r.notification_id))];
  const [subscriptions, notes] = await Promise.all([
    subscriptionIds.length
      ? deps.db
          .select()
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.id, subscriptionIds))
      : [],
    deps.db.select().from(notifications).where(inArray(notifications.id, notificationIds)),
  ]);
  return {
    subscriptions: new Map<number, Subscription>(subscriptions.map((s) => [s.id, s])),
    notifications: new Map<number, Notification>(notes.map((n) => [n.id, n])),
    // an operator's broadcast keeps its texts once: one more query when the batch has any
    broadcastTexts: await broadcastTextsOf(deps.db, notes),
  };
}

/** Records a batch's outcomes: one statement per distinct outcome, not one per row. */
async function record(
  deps: Deps,
  results: { row: Claimed; subscription?: Subscription; outcome: Outcome }[],
) {
  const done = deps.clock();
  const groups = new Map<
    string,
    { ids: number[]; set: Partial<typeof pushDeliveries.$inferInsert> }
  >();
  const add = (key: string, id: number, set: Partial<typeof pushDeliveries.$inferInsert>) => {
    const group = groups.get(key) ?? { ids: [], set };
    group.ids.push(id);
    groups.set(key, group);
  };
  const sentTo = new Set<number>();
  const goneSubscriptions = new Set<number>();
  const goneDeliveries: number[] = [];
  let sent = 0;
  let failed = 0;
  for (const { row, subscription, outcome } of results) {
    if (outcome.status === 'retry' && row.attempts <= PUSH_BACKOFF_MS.length) {
      const wait = PUSH_BACKOFF_MS[row.attempts - 1]!;
      add(`retry:${wait}:${outcome.error}`, row.id, {
        claimedUntil: null,
        lastError: outcome.error,
        nextAttemptAt: new Date(done.getTime() + wait),
      });
      continue;
    }
    const status = outcome.status === 'retry' ? 'failed' : outcome.status;
    const error = outcome.status === 'sent' ? null : outcome.error;
    if (status === 'sent') sent++;
    if (status === 'failed') failed++; // gone is the browser unsubscribing, not a failure
    add(`${status}:${error}`, row.id, {
      status,
      claimedUntil: null,
      lastError: error,
      doneAt: done,
    });
    if (subscription && status === 'sent') sentTo.add(subscription.id);
    if (subscription && status === 'gone') {
      goneSubscriptions.add(subscription.id);
      goneDeliveries.push(row.id);
    }
  }
  deps.metrics?.outbox.sent('push', sent);
  deps.metrics?.outbox.failed('push', failed);
  for (const { ids, set } of groups.values())
    await deps.db.update(pushDeliveries).set(set).where(inArray(pushDeliveries.id, ids));
  if (sentTo.size)
    await deps.db
      .update(pushSubscriptions)
      .set({ lastSentAt: done })
      .where(inArray(pushSubscriptions.id, [...sentTo]));
  if (goneSubscriptions.size) {
    // kept on the delivery (the removal sets subscription_id null): the dashboard counts them
    await deps.db
      .update(pushDeliveries)
      .set({ goneSubscriptionId: sql`${pushDeliveries.subscriptionId}` })
      .where(inArray(pushDeliveries.id, goneDeliveries));
    await deps.db
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, [...goneSubscriptions]));
    deps.log.info({ subscriptions: [...goneSubscriptions] }, 'push subscriptions gone: removed');
  }
}

async function deliverBatch(deps: Deps, settings: PushSettings, claimed: Claimed[]) {
  const batch = await loadBatch(deps, claimed);
  const results: { row: Claimed; subscription?: Subscription; outcome: Outcome }[] = [];
  for (let i = 0; i < claimed.length; i += PARALLEL)
    results.push(
      ...(await Promise.all(
        claimed.slice(i, i + PARALLEL).map(async (row) => {
          const subscription = row.subscription_id
            ? batch.subscriptions.get(row.subscription_id)
            : undefined;
          const notification = batch.notifications.get(row.notification_id);
          const outcome: Outcome =
            subscription && notification
              ? await post(
                  settings,
                  subscription,
                  JSON.stringify(
                    pushPayload(
                      {
                        ...notification,
                        params: readerParams(notification, subscription.lang, batch.broadcastTexts),
                      },
                      subscription.lang,
                    ),
                  ),
                )
              : { status: 'gone', error: 'the subscription was removed' };
          return { row, subscription, outcome };
        }),
      )),
    );
  await record(deps, results);
}

/** Sends everything due at `now`; answers how many rows it handled. */
export async function deliverPushes(deps: Deps, now: Date): Promise<number> {
  const settings = deps.push;
  if (!settings) return 0; // a command-line run holds no keys: the servers send
  let handled = 0;
  for (;;) {
    const claimed = await claim(deps, now);
    if (claimed.length) await deliverBatch(deps, settings, claimed);
    handled += claimed.length;
    if (claimed.length < BATCH) return handled;
  }
}

export const pushJobs: JobFactory = (deps) => [
  {
    name: 'push.deliver',
    description: 'Sends queued Web Push notifications to the browsers, with retries and backoff',
    everyMs: 1000,
    run: async (now) => {
      await deliverPushes(deps, now);
    },
  },
];

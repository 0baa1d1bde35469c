// Writing a notification: inside the transaction of the change it reports (so exactly one exists per
// change that committed, and none for one that rolled back), and announced on the user's socket after
// the commit (`notification`, on every instance), so the bell and the inbox refetch at once. It is
// queued for each browser the user subscribed to Web Push in the same transaction (push/outbox.ts),
// unless the user turned the category's push off (prefs.ts), and e-mailed where it must not be
// missed and no browser gets it (mail.ts).
import type { Db } from '../../db/index.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { EventBus } from '../events/bus.ts';
import { queuePushes } from '../push/outbox.ts';
import { queueFallbackMail } from './mail.ts';
import {
  linkOf,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationObject,
} from './kinds.ts';

/** The socket's user event that a notification arrived. */
export const NOTIFICATION_EVENT = 'notification';

/** What notify needs of the caller's transaction: its writes and an after-commit hook (LedgerTx). */
export interface NotifyTx {
  db: Db;
  afterCommit(callback: () => void): void;
}

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  /** The values the text names; amounts as decimal strings. */
  params: Record<string, string>;
  object?: NotificationObject;
  /** Overrides the object's page (an operator's message may link anywhere in the app). */
  link?: string;
}

export async function notify(
  tx: NotifyTx,
  events: EventBus | undefined,
  now: Date,
  input: NotificationInput,
): Promise<void> {
  const category = NOTIFICATION_KINDS[input.kind];
  const [row] = await tx.db
    .insert(notifications)
    .values({
      userId: input.userId,
      category,
      kind: input.kind,
      params: input.params,
      objectType: input.object?.type ?? null,
      objectId: input.object?.id ?? null,
      link: input.link ?? linkOf(input.object, input.kind),
      createdAt: now,
    })
    .returning();
  await queuePushes(tx.db, input.userId, row!.id, category, now);
  await queueFallbackMail(tx.db, row!, now);
  tx.afterCommit(() =>
    events?.toUser(input.userId, {
      type: NOTIFICATION_EVENT,
      data: { id: row!.id, category, kind: input.kind },
    }),
  );
}

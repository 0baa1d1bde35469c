// The user's notification preferences: per category, push on or off, and e-mail on or off where the
// category sends e-mail. No row means both on. The account category's e-mails are the security
// alerts (security-mail), always sent: locked on.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { notificationPrefs } from '../../db/schema/notification-prefs.ts';
import type { NotificationCategory } from '../../db/schema/notifications.ts';
import { AppError, ErrorCode } from '../../http/app-error.ts';

/** The inbox's order of the categories. */
export const CATEGORIES: readonly NotificationCategory[] = [
  'p2p',
  'wallet',
  'earn',
  'trading',
  'account',
  'system',
];

/** Categories whose e-mail the user chooses (the ones with fallback e-mails: mail.ts MAIL_KINDS). */
const EMAIL_CHOSEN = new Set<NotificationCategory>(['p2p', 'wallet', 'trading']);

export async function prefsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return {
    categories: CATEGORIES.map((category) => {
      const row = byCategory.get(category);
      const locked = category === 'account';
      return {
        category,
        push: row?.push ?? true,
        email: locked ? true : EMAIL_CHOSEN.has(category) ? (row?.email ?? true) : null,
        email_locked: locked,
      };
    }),
  };
}

/** Turns one channel of one category on or off (the other channel keeps its choice). */
export async function setPref(
  db: Db,
  userId: number,
  category: NotificationCategory,
  channel: 'push' | 'email',
  enabled: boolean,
): Promise<void> {
  if (channel === 'email' && !EMAIL_CHOSEN.has(category))
    throw new AppError(
      400,
      category === 'account' ? 'error.notification_email_locked' : 'error.notification_email_none',
      { code: ErrorCode.notificationEmailFixed },
    );
  await db
    .insert(notificationPrefs)
    .values({ userId, category, push: true, email: true, [channel]: enabled })
    .onConflictDoUpdate({
      target: [notificationPrefs.userId, notificationPrefs.category],
      set: { [channel]: enabled },
    });
}

// The e-mail fallback: a notification that must not be missed (MAIL_KINDS) is e-mailed when no
// browser gets its push (none subscribed, or the category's push turned off), unless the user
// turned the category's e-mail off or has no e-mail address (signed up by phone). It is queued in
// the notification's own transaction (so a rolled-back change sends none), in the user's language
// (as security e-mails are), in the push's own words (push/payload.ts) with a link to the app page.
import type { Db } from '../../db/index.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { t } from '../../i18n/index.ts';
import { langOf, type Lang } from '../../i18n/languages.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { queueMessage } from '../outbox/outbox.ts';
import { pushPayload } from '../push/payload.ts';
import { APP_URL_SETTING } from '../referral/invite.ts';
import { escapeHtml, type RenderedMail } from '../security-mail/render.ts';

export const MAIL_KINDS: ReadonlySet<string> = new Set([
  'p2p_paid',
  'p2p_released',
  'p2p_appeal_decided',
  'withdraw_paid',
  'liquidated',
]);

/** The app page in the built app (hash routing), on the operator's app address when set. */
export const appPageUrl = (appUrl: string | null, link: string) =>
  `${(appUrl ?? '').replace(/\/+$/, '')}/h5/#${link}`;

export function renderNotificationMail(
  lang: Lang,
  row: NotificationRow,
  antiPhishingCode: string | null,
  appUrl: string | null,
): RenderedMail {
  const { title, body } = pushPayload(row, lang);
  // Every e-mail of ours starts with the anti-phishing code (security-mail/render.ts).
  const banner = antiPhishingCode
    ? t(lang, 'mail.security.anti_phishing', { code: antiPhishingCode })
    : t(lang, 'mail.security.no_anti_phishing');
  const url = appPageUrl(appUrl, row.link);
  const why = t(lang, 'mail.notification.why');
  const text = [banner, body, t(lang, 'mail.notification.open', { link: url }), why]
    .filter(Boolean)
    .join('\n\n');
  const [before = '', after = ''] = t(lang, 'mail.notification.open', { link: '\u0000' }).split(
    '\u0000',
  );
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2328">`,
    `<p style="padding:8px 12px;border:1px solid #d0d7de;border-radius:6px;background:#f6f8fa"><strong>${escapeHtml(banner)}</strong></p>`,
    ...(body ? [`<p>${escapeHtml(body)}</p>`] : []),
    `<p>${escapeHtml(before)}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>${escapeHtml(after)}</p>`,
    `<p style="color:#59636e">${escapeHtml(why)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: title, text, html };
}

type Recipient = {
  email: string | null;
  lang: string;
  anti_phishing_code: string | null;
  push: boolean;
  mail: boolean;
  subscribed: boolean;
  app_url: string | null;
};

/** Queues the fallback e-mail of notification `row` when it is due (one query decides). */
export async function queueFallbackMail(db: Db, row: NotificationRow, now: Date): Promise<void> {
  if (!MAIL_KINDS.has(row.kind)) return;
  const [user] = await rows<Recipient>(
    db,
    sql`SELECT u.email, u.lang, u.anti_phishing_code,
               COALESCE(p.push, true) AS push, COALESCE(p.email, true) AS mail,
               EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id) AS subscribed,
               (SELECT value FROM settings WHERE key = ${APP_URL_SETTING}) AS app_url
          FROM users u
          LEFT JOIN notification_prefs p ON p.user_id = u.id AND p.category = ${row.category}
         WHERE u.id = ${row.userId}`,
  );
  if (!user?.email || !user.mail || (user.subscribed && user.push)) return;
  const lang = langOf(user.lang);
  const mail = renderNotificationMail(lang, row, user.anti_phishing_code, user.app_url);
  await queueMessage(
    db,
    {
      channel: 'email',
      target: user.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
    },
    now,
  );
}

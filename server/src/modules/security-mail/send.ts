// Sends a security e-mail to a user with an e-mail address, after the change it tells of has been
// saved, and writes the matching security alert to the user's notifications (every user, phone ones
// too). A failure to queue either is logged, never turned into a failed change.
import type { FastifyRequest } from 'fastify';
import type { AccountEventKind } from '../../db/schema/auth.ts';
import type { Deps } from '../../http/context.ts';
import { deviceOf } from '../devices/user-agent.ts';
import { notify } from '../notifications/notify.ts';
import { findUserById } from '../users/repo.ts';
import { renderSecurityMail, type SecurityMail, type SecurityMailKind } from './render.ts';

/** The request that made the change; an operator's act passes only the log (no user device). */
type Request = Partial<Pick<FastifyRequest, 'ip' | 'headers'>> & Pick<FastifyRequest, 'log'>;

/** "Chrome 131, macOS 14" from a request's user agent; null when it says nothing useful. */
export function deviceLabel(userAgent: string | undefined): string | null {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(', ') || null;
}

/** The account activity a security e-mail tells of: the `event` of its security alert. A withdrawal
 * request is no account activity (its own notifications follow its review): no alert. */
export const ALERT_EVENT: Record<SecurityMailKind, AccountEventKind | null> = {
  new_device: 'signed_in',
  password_changed: 'password_changed',
  password_reset: 'password_reset',
  fund_password_changed: 'fund_password_changed',
  withdrawal_requested: null,
  anti_phishing_set: 'anti_phishing_set',
  second_factor_on: 'totp_enabled',
  second_factor_off: 'totp_disabled',
  second_factor_reset: 'second_factor_reset',
  passkey_added: 'passkey_added',
  passkey_removed: 'passkey_removed',
};

type MailDeps = Pick<Deps, 'db' | 'outbox'> & Partial<Pick<Deps, 'events'>>;

/** The security alert, in a transaction of its own (the change it tells of has committed), awaited
 * so it is stored before the request answers; announced on the socket once committed. */
async function writeAlert(deps: MailDeps, userId: number, mail: Pick<SecurityMail, 'kind' | 'at'>) {
  const event = ALERT_EVENT[mail.kind];
  if (!event) return;
  const committed: (() => void)[] = [];
  await deps.db.transaction((db) =>
    notify({ db, afterCommit: (announce) => committed.push(announce) }, deps.events, mail.at, {
      userId,
      kind: 'security_alert',
      params: { event },
    }),
  );
  for (const announce of committed) announce();
}

export async function sendSecurityMail(
  deps: MailDeps,
  userId: number,
  request: Request,
  mail: Omit<SecurityMail, 'device' | 'ip'>,
): Promise<void> {
  try {
    await writeAlert(deps, userId, mail);
  } catch (err) {
    request.log.warn({ err, userId, kind: mail.kind }, 'security alert not written');
  }
  try {
    const user = await findUserById(deps.db, userId);
    if (!user?.email) return; // signed up by phone: no e-mail address to write to
    const rendered = renderSecurityMail(
      user.lang,
      { ...mail, device: deviceLabel(request.headers?.['user-agent']), ip: request.ip ?? null },
      user.antiPhishingCode,
    );
    await deps.outbox.send({
      channel: 'email',
      target: user.email,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
    });
  } catch (err) {
    request.log.warn({ err, userId, kind: mail.kind }, 'security e-mail not queued');
  }
}

// Sends a security e-mail to a user with an e-mail address, after the change it tells of has been
// saved. A failure to queue it is logged, never turned into a failed change.
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../http/context.ts';
import { deviceOf } from '../devices/user-agent.ts';
import { findUserById } from '../users/repo.ts';
import { renderSecurityMail, type SecurityMail } from './render.ts';

/** The request that made the change; an operator's act passes only the log (no user device). */
type Request = Partial<Pick<FastifyRequest, 'ip' | 'headers'>> & Pick<FastifyRequest, 'log'>;

/** "Chrome 131, macOS 14" from a request's user agent; null when it says nothing useful. */
export function deviceLabel(userAgent: string | undefined): string | null {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(', ') || null;
}

export async function sendSecurityMail(
  deps: Pick<Deps, 'db' | 'outbox'>,
  userId: number,
  request: Request,
  mail: Omit<SecurityMail, 'device' | 'ip'>,
): Promise<void> {
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

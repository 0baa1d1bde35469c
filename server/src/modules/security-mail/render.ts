// One template per security e-mail, rendered to a plain-text and a simple HTML part in the user's
// language. Every part starts with the user's anti-phishing code (or how to set one), so a user
// can tell our e-mails from fakes; every value is escaped in the HTML part.
import { t, type MessageKey } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/languages.ts';

export const SECURITY_MAIL_KINDS = [
  'new_device',
  'password_changed',
  'password_reset',
  'fund_password_changed',
  'withdrawal_requested',
  'anti_phishing_set',
  'second_factor_on',
  'second_factor_off',
  'second_factor_reset',
  'passkey_added',
  'passkey_removed',
] as const;
export type SecurityMailKind = (typeof SECURITY_MAIL_KINDS)[number];

export interface SecurityMail {
  kind: SecurityMailKind;
  /** Values of the lead (withdrawal: amount, coin, destination). */
  params?: Record<string, string>;
  at: Date;
  /** "Chrome 131, macOS 14"; null when the request did not say. */
  device: string | null;
  ip: string | null;
  /** Withdrawals wait until then (after a reset, a fund password change or a factor turned off). */
  holdUntil?: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SUBJECT = Object.fromEntries(
  SECURITY_MAIL_KINDS.map((kind) => [kind, `mail.security.${kind}.subject`]),
) as Record<SecurityMailKind, MessageKey>;
const LEAD = Object.fromEntries(
  SECURITY_MAIL_KINDS.map((kind) => [kind, `mail.security.${kind}.lead`]),
) as Record<SecurityMailKind, MessageKey>;

/** A time as every language reads it in an e-mail: "2026-11-28 14:05 UTC". */
export const mailTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderSecurityMail(
  lang: Lang,
  mail: SecurityMail,
  antiPhishingCode: string | null,
): RenderedMail {
  const unknown = t(lang, 'mail.security.unknown');
  const banner = antiPhishingCode
    ? t(lang, 'mail.security.anti_phishing', { code: antiPhishingCode })
    : t(lang, 'mail.security.no_anti_phishing');
  const lead = t(lang, LEAD[mail.kind], mail.params ?? {});
  const hold = mail.holdUntil && t(lang, 'mail.security.hold', { until: mailTime(mail.holdUntil) });
  const details = [
    t(lang, 'mail.security.time', { time: mailTime(mail.at) }),
    t(lang, 'mail.security.device', { device: mail.device ?? unknown }),
    t(lang, 'mail.security.ip', { ip: mail.ip ?? unknown }),
  ];
  const notYou = t(lang, 'mail.security.not_you');
  const paragraphs = [lead, ...(hold ? [hold] : [])];

  const text = [banner, ...paragraphs, details.join('\n'), notYou].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2328">`,
    `<p style="padding:8px 12px;border:1px solid #d0d7de;border-radius:6px;background:#f6f8fa"><strong>${escapeHtml(banner)}</strong></p>`,
    ...paragraphs.map(p),
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#59636e">${escapeHtml(notYou)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t(lang, SUBJECT[mail.kind]), text, html };
}

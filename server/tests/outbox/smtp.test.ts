import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { lastCode, startTestApp, type TestApp } from '../support/app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A throwaway SMTP server on a random loopback port that keeps what it receives. */
async function localSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a single-part message, undoing the base64 transfer encoding used for non-ASCII text. */
function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  return /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body, 'base64').toString('utf8')
    : body;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(backends())('outbox delivery over SMTP on $name', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('writes the code to the outbox and delivers it to the mail server', async () => {
    smtp = await localSmtp();
    const mailer = nodemailer.createTransport(`smtp://127.0.0.1:${smtp.port}`);
    t = await startTestApp(await backend.open(), {
      mailer,
      mailFrom: 'CoinHub <no-reply@coinhub.test>',
    });
    const res = await t.post(
      '/api/sms_mail',
      { user_string: 'mia@example.com', scene: 'register' },
      { lang: 'zh' },
    );
    expect(res.statusCode).toBe(200);
    const code = await lastCode(t.database, 'mia@example.com');
    const mail = await waitFor(async () => smtp.received[0]);
    expect(mail.from).toBe('no-reply@coinhub.test');
    expect(mail.to).toEqual(['mia@example.com']);
    expect(bodyText(mail.raw)).toContain(`您的验证码是 ${code}`);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m); // localized subject, encoded
    const row = await waitFor(async () => {
      const [r] = await t.database.query<{ sent_at: Date | null }>(
        'SELECT sent_at FROM outbox WHERE target = $1',
        ['mia@example.com'],
      );
      return r?.sent_at ? r : undefined;
    });
    expect(row.sent_at).not.toBeNull();
  });

  it('records a delivery failure without failing the request', async () => {
    smtp = await localSmtp();
    await smtp.close(); // nothing listens on that port any more
    const mailer = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      connectionTimeout: 2000,
    });
    t = await startTestApp(await backend.open(), { mailer });
    const res = await t.post('/api/sms_mail', {
      user_string: 'noah@example.com',
      scene: 'register',
    });
    expect(res.statusCode).toBe(200);
    const row = await waitFor(async () => {
      const [r] = await t.database.query<{ error: string | null }>(
        'SELECT error FROM outbox WHERE target = $1',
        ['noah@example.com'],
      );
      return r?.error ? r : undefined;
    });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

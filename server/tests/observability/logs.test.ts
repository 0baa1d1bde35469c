// Structured logs (README "Running in production: traces and logs"): a journey through the API with
// every log line captured at trace level and request logging on. No line may carry a secret the
// journey used (session tokens, the password, the codes, the fund password, the full card number),
// and the lines must carry what an operator needs: the request id, the operation and the user.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Ledger, userAccount } from '../../src/ledger/index.ts';
import { backends } from '../helpers/backends.ts';
import { BANK } from '../otc/fixture.ts';
import { lastCode, startTestApp, type TestApp } from '../support/app.ts';
import { setFundPassword, signedIn } from '../security/support.ts';

const USDT = 3;
const PASSWORD = 'Log-Secret-pw-7731';
const FUND_PASSWORD = '482913';
const CARD_NUMBER = '6222020200998877665';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  operation?: string;
  userId?: number;
  status?: number;
  durationMs?: number;
  [key: string]: unknown;
}

/** A pino destination that keeps every line. */
function capture() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { raw, stream, lines: () => raw.map((line) => JSON.parse(line) as Line) };
}

describe.each(backends())('request logs on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('carry request id, operation and user, and never a secret of the journey', async () => {
    const log = capture();
    const database = await backend.open();
    const ledger = new Ledger(database);
    t = await startTestApp(database, {
      ledger,
      logger: { level: 'trace', stream: log.stream },
      logRequests: true,
    });
    const secrets: string[] = [PASSWORD, FUND_PASSWORD, CARD_NUMBER];

    // Register (a code by e-mail), sign in again, set a fund password (another code).
    const email = 'logs@example.com';
    const user = await signedIn(t, email, PASSWORD);
    secrets.push(user.session.token);
    const registerCode = await lastCode(t.database, email);
    secrets.push(registerCode);
    const login = await t.post('/api/user/login', {
      type: 'email',
      user_string: email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    secrets.push(login.json().data.token);
    await setFundPassword(t, user, FUND_PASSWORD);
    secrets.push(await lastCode(t.database, email));
    // A wrong password and a wrong code are secrets too (a typo of the real one).
    const wrong = await t.post('/api/user/login', {
      type: 'email',
      user_string: email,
      password: `${PASSWORD}x`,
    });
    expect(wrong.statusCode).toBe(401);

    // Bind a bank card with its full number.
    const bound = await user.post('/api/user/cash_save', { ...BANK, card_number: CARD_NUMBER });
    expect(bound.statusCode, bound.body).toBe(200);

    // Move money between the user's accounts (a ledger posting), with the client's request id.
    const userId = user.session.user.id;
    await ledger.credit({ userId, currencyId: USDT, amount: '50', key: 'logs:fund' });
    const moved = await user.post(
      '/api/wallet/change',
      {
        from: 'spot',
        to: 'options',
        currency_id: String(USDT),
        amount: '5',
        request_id: 'logs-transfer-1',
      },
      { 'x-request-id': 'client-chosen-id-42' },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['x-request-id']).toBe('client-chosen-id-42');
    expect(await ledger.account(userAccount(userId, USDT, 'options'))).toMatchObject({
      available: '5',
    });
    await t.app.close(); // every pending line written

    // Nothing secret anywhere, in any form the line has.
    const everything = log.raw.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain(`${PASSWORD}x`);
    expect(everything).not.toMatch(/"(authorization|cookie)"/i);

    // The lines do say what happened, to whom, under which request id.
    const lines = log.lines();
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(8);
    for (const line of lines.filter((l) => l.reqId !== undefined)) {
      expect(line.operation, JSON.stringify(line)).toMatch(/^[A-Za-z_]+$/);
    }
    const transfer = completed.find((l) => l.operation === 'walletChange');
    expect(transfer).toMatchObject({
      reqId: 'client-chosen-id-42',
      userId,
      status: 200,
      route: '/api/wallet/change',
      method: 'POST',
    });
    expect(transfer!.durationMs).toBeTypeOf('number');
    const bind = completed.find((l) => l.operation === 'userCashSave');
    expect(bind).toMatchObject({ userId, status: 200 });
    expect(bind!.reqId).toMatch(/^[0-9a-f-]{36}$/); // generated: the client sent none
    expect(completed.find((l) => l.operation === 'userRegister')).toMatchObject({ status: 200 });
    expect(completed.filter((l) => l.operation === 'userLogin').map((l) => l.status)).toEqual([
      200, 401,
    ]);
    // One completion line per request, and one request id per request.
    const ids = completed.map((l) => l.reqId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

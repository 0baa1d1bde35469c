import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authUsers } from '../../src/db/schema/auth.ts';
import { reconcile } from '../../src/ledger/index.ts';
import { hashPassword } from '../../src/modules/users/passwords.ts';
import { backends } from '../helpers/backends.ts';
import { startExchangeApp, type ExchangeApp } from './fixture.ts';

const USDT = 3;

describe.each(backends())('gifts to other users on $name', (backend) => {
  let t: ExchangeApp;
  afterEach(() => t?.close());

  const gift = (
    token: string,
    email: string,
    amount: string,
    password = 'secret123',
    lang = 'en',
  ) =>
    t.post(
      '/api/remittance/remittance',
      { currency_id: String(USDT), email, amount, password },
      { authorization: token, lang },
    );

  it('moves the amount to the recipient through the ledger and lists it on both sides', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '100');
    const res = await gift(alice.token, 'Bob@Example.com', '30.5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1,
      message: 'Transfer sent',
      data: { currency: 'USDT', amount: '30.5', counterparty: 'bob@example.com' },
    });
    expect(await t.spot(alice.id, USDT)).toBe('69.5');
    expect(await t.spot(bob.id, USDT)).toBe('30.5');
    const sent = (await t.get('/api/remittance/remittanceList', alice.token)).json().data;
    expect(sent).toMatchObject({
      total: 1,
      items: [{ amount: '30.5', counterparty: 'bob@example.com' }],
    });
    const received = (await t.get('/api/remittance/remittanceRecord', bob.token)).json().data;
    expect(received).toMatchObject({
      total: 1,
      items: [{ amount: '30.5', counterparty: 'al***@example.com' }],
    });
    // Nobody else sees them; each side sees only its own direction.
    expect((await t.get('/api/remittance/remittanceRecord', alice.token)).json().data.total).toBe(
      0,
    );
    expect((await t.get('/api/remittance/remittanceList', bob.token)).json().data.total).toBe(0);
    const eve = await t.user('eve@example.com');
    expect((await t.get('/api/remittance/remittanceList', eve.token)).json().data.total).toBe(0);
    expect((await t.get('/api/remittance/remittanceRecord', eve.token)).json().data.total).toBe(0);
    expect((await reconcile(t.database)).ok).toBe(true);
  });

  it('refuses a wrong login password while no fund password is set, and then wants the fund password', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '10');
    const wrong = await gift(alice.token, 'bob@example.com', '1', 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 1502, message: 'Incorrect password' });
    await t.database.db
      .update(authUsers)
      .set({ fundPasswordHash: await hashPassword('123456') })
      .where(eq(authUsers.id, alice.id));
    expect((await gift(alice.token, 'bob@example.com', '1', 'secret123')).json().code).toBe(1502);
    expect((await gift(alice.token, 'bob@example.com', '1', '123456')).statusCode).toBe(200);
    expect(await t.spot(alice.id, USDT)).toBe('9');
  });

  it('throttles wrong passwords', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '10');
    for (let i = 0; i < 5; i++)
      expect((await gift(alice.token, 'bob@example.com', '1', 'guess-' + i)).statusCode).toBe(422);
    const throttled = await gift(alice.token, 'bob@example.com', '1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(1506);
    t.clock.advance(15 * 60_000 + 1);
    expect((await gift(alice.token, 'bob@example.com', '1')).statusCode).toBe(200);
  });

  it('never tells whether an e-mail is registered: balance is checked first, unknown answers like unusable', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '5');
    // Too much: the same "Insufficient balance" whether the e-mail exists or not.
    const richUnknown = await gift(alice.token, 'nobody@example.com', '6');
    const richKnown = await gift(alice.token, 'bob@example.com', '6');
    expect(richUnknown.json()).toEqual({
      code: 1501,
      type: 'error',
      message: 'Insufficient balance',
      data: null,
    });
    expect(richKnown.json()).toEqual(richUnknown.json());
    // Affordable: an unknown e-mail gets the neutral refusal, same as a disabled account.
    const unknown = await gift(alice.token, 'nobody@example.com', '1', 'secret123', 'jp');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      code: 1504,
      type: 'error',
      message: 'このメールアドレスには送金できません',
      data: null,
    });
    await t.database.db
      .update(authUsers)
      .set({ disabledAt: new Date() })
      .where(eq(authUsers.email, 'bob@example.com'));
    expect((await gift(alice.token, 'bob@example.com', '1', 'secret123', 'jp')).json()).toEqual(
      unknown.json(),
    );
    expect(await t.spot(alice.id, USDT)).toBe('5');
  });

  it('refuses gifts to oneself and bad amounts', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '5');
    expect((await gift(alice.token, 'ALICE@example.com', '1')).json()).toMatchObject({
      code: 1505,
      message: 'You cannot transfer to yourself',
    });
    expect((await gift(alice.token, 'bob@example.com', '0')).statusCode).toBe(400);
    expect((await gift(alice.token, 'bob@example.com', '0.123456789')).statusCode).toBe(400);
    expect(
      (
        await t.post('/api/remittance/remittance', {
          currency_id: '3',
          email: 'bob@example.com',
          amount: '1',
          password: 'x',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never overdraws under parallel gifts', async () => {
    t = await startExchangeApp(await backend.open());
    const alice = await t.user('alice@example.com');
    const bob = await t.user('bob@example.com');
    await t.fund(alice.id, USDT, '10');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => gift(alice.token, 'bob@example.com', '4')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 1501)).toBe(
      true,
    );
    expect(await t.spot(alice.id, USDT)).toBe('2');
    expect(await t.spot(bob.id, USDT)).toBe('8');
    expect((await reconcile(t.database)).ok).toBe(true);
  });
});

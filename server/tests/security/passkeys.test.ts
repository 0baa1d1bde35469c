import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { relyingPartyProblem } from '../../src/lib/relying-party.ts';
import { backends } from '../helpers/backends.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedIn, type User } from './support.ts';

// Passkeys: added with the login password (and the second factor once one is on), each answer
// verified against its one-use challenge, origin and RP ID with user verification; a passkey
// signs in on its own, stands in for the app's code at the second step and steps money and
// security moves up; removing the last factor holds withdrawals.

const PASSWORD = 'secret123';

describe.each(backends())('passkeys on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const events = async (email: string) =>
    (
      await t.database.query<{ kind: string }>(
        'SELECT kind FROM account_events e JOIN users u ON u.id = e.user_id WHERE u.email = $1 ORDER BY e.id',
        [email],
      )
    ).map((row) => row.kind);
  const mailSubjects = async (email: string) =>
    (
      await t.database.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE target = $1 AND html IS NOT NULL ORDER BY id',
        [email],
      )
    ).map((row) => row.subject);
  const options = async (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { options: string } }).data.options;
  };
  /** A step-up answer of this user's authenticator. */
  const stepUp = async (user: User, device: SoftAuthenticator) =>
    device.get(await options(await user.post('/api/security/passkey/challenge')));

  /** Adds a passkey; with a factor on already, steps up with the same authenticator's passkey. */
  async function addPasskey(user: User, device: SoftAuthenticator, name = 'Phone') {
    const proof: Record<string, string> = device.credentials.length
      ? { passkey: await stepUp(user, device) }
      : {};
    const created = device.create(await options(await user.post('/api/security/passkey/options')));
    const res = await user.post('/api/security/passkey/add', {
      response: created,
      name,
      password: PASSWORD,
      ...proof,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { created, passkey: res.json().data as { id: number; name: string } };
  }

  const signInOptions = async (form: Record<string, string> = {}) =>
    options(await t.post('/api/user/login/passkey/options', form));

  it('adds a passkey with the password, lists it, and signs in with it alone, each answer once', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const device = new SoftAuthenticator();

    // A wrong password adds nothing.
    const created = device.create(await options(await alice.post('/api/security/passkey/options')));
    const wrong = await alice.post('/api/security/passkey/add', {
      response: created,
      name: 'Phone',
      password: 'not-it',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe(1321);
    expect((await alice.get('/api/security/passkeys')).json().data.list).toEqual([]);

    device.credentials.length = 0;
    const { created: made, passkey } = await addPasskey(alice, device, ' iPhone ');
    expect(passkey.name).toBe('iPhone');
    // The same answer again: its challenge is spent.
    const replay = await alice.post('/api/security/passkey/add', {
      response: made,
      name: 'Again',
      password: PASSWORD,
      passkey: await stepUp(alice, device),
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe(1336);
    const list = (await alice.get('/api/security/passkeys')).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'iPhone', synced: false });

    // Signing in without a password: the passkey names its user.
    t.clock.advance(60_000);
    const answer = device.get(await signInOptions());
    const signIn = await t.post('/api/user/login/passkey', { passkey: answer });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().data.token as string;
    expect(signIn.json().data.user.email).toBe('alice@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/security/passkeys',
      headers: { authorization: token },
    });
    expect(me.json().data.list[0].last_used_at).toBe(t.clock().toISOString());
    // The same signed answer cannot sign in twice.
    const again = await t.post('/api/user/login/passkey', { passkey: answer });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(1336);

    expect(await events('alice@example.com')).toEqual(
      expect.arrayContaining(['passkey_added', 'signed_in_with_passkey']),
    );
    expect(await mailSubjects('alice@example.com')).toContain(
      'A passkey was added to your account',
    );
  });

  it('refuses answers from another origin, without user verification, or malformed, with a 422', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const phished = new SoftAuthenticator({ origin: 'https://coinhub.example.net' });
    const res = await alice.post('/api/security/passkey/add', {
      response: phished.create(await options(await alice.post('/api/security/passkey/options'))),
      name: 'Phone',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(1336);

    const device = new SoftAuthenticator();
    await addPasskey(alice, device);
    device.userVerified = false; // presence only: not a second factor
    const unverified = await t.post('/api/user/login/passkey', {
      passkey: device.get(await signInOptions()),
    });
    expect(unverified.statusCode).toBe(422);

    for (const passkey of [
      'not json',
      '{}',
      '[1]',
      '{"id":1,"rawId":2}',
      JSON.stringify({
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: '%%%', authenticatorData: 'a', signature: 'b' },
      }),
    ]) {
      const bad = await t.post('/api/user/login/passkey', { passkey });
      expect(bad.statusCode, passkey).toBe(422);
      expect(bad.json().type).toBe('error');
    }
  });

  it('makes the password alone give a ticket, and the passkey finish the second step', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const bob = await signedIn(t, 'bob@example.com');
    const aliceDevice = new SoftAuthenticator();
    const bobDevice = new SoftAuthenticator();
    await addPasskey(alice, aliceDevice);
    await addPasskey(bob, bobDevice);

    const login = await t.post('/api/user/login', {
      type: 'email',
      user_string: 'alice@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe(1330);
    const { ticket, factors } = login.json().data;
    expect(factors).toBe('passkey');

    // Bob's passkey does not finish Alice's sign-in, and counts as a wrong try.
    const ticketOptions = await signInOptions({ ticket });
    const foreign = await t.post('/api/user/login/verify', {
      ticket,
      passkey: bobDevice.get(ticketOptions, bobDevice.credentials[0]),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.passkey).toBeTruthy();

    const done = await t.post('/api/user/login/verify', {
      ticket,
      passkey: aliceDevice.get(await signInOptions({ ticket })),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user.email).toBe('alice@example.com');
    // The ticket is spent.
    const dead = await t.post('/api/user/login/passkey/options', { ticket });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe(1331);
  });

  it('steps a move up with the passkey: none, another user’s, or a sign-in answer are refused', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const bob = await signedIn(t, 'bob@example.com');
    const device = new SoftAuthenticator();
    const bobDevice = new SoftAuthenticator();
    await addPasskey(alice, device);
    await addPasskey(bob, bobDevice);
    const change = (extra: Record<string, string>) =>
      alice.post('/api/safe/update_password', {
        old_password: PASSWORD,
        password: 'newsecret456',
        re_password: 'newsecret456',
        ...extra,
      });

    const none = await change({});
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe(1335);
    expect(none.json().data.factors).toBe('passkey');

    const foreign = await change({ passkey: await stepUp(bob, bobDevice) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe(1336);

    const wrongPurpose = await change({ passkey: device.get(await signInOptions()) });
    expect(wrongPurpose.statusCode).toBe(422);

    // A code where only a passkey is on is wrong too.
    const code = await change({ totp_code: '123456' });
    expect(code.statusCode).toBe(422);
    expect(code.json().code).toBe(1332);

    const ok = await change({ passkey: await stepUp(alice, device) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('renames only one’s own, removes with password and step-up, and holds withdrawals after the last', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const bob = await signedIn(t, 'bob@example.com');
    const device = new SoftAuthenticator();
    const { passkey } = await addPasskey(alice, device);

    const theirs = await bob.post('/api/security/passkey/rename', {
      id: String(passkey.id),
      name: 'Mine now',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe(1337);
    const renamed = await alice.post('/api/security/passkey/rename', {
      id: String(passkey.id),
      name: 'Work laptop',
    });
    expect(renamed.json().data.name).toBe('Work laptop');

    const bobRemoves = await bob.post('/api/security/passkey/remove', {
      id: String(passkey.id),
      password: PASSWORD,
    });
    expect(bobRemoves.statusCode).toBe(404);
    const noStepUp = await alice.post('/api/security/passkey/remove', {
      id: String(passkey.id),
      password: PASSWORD,
    });
    expect(noStepUp.statusCode).toBe(403);
    const removed = await alice.post('/api/security/passkey/remove', {
      id: String(passkey.id),
      password: PASSWORD,
      passkey: await stepUp(alice, device),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await alice.get('/api/security/passkeys')).json().data.list).toEqual([]);

    const [hold] = await t.database.query<{ until: Date; reason: string }>(
      'SELECT withdraw_hold_until AS until, withdraw_hold_reason AS reason FROM users WHERE email = $1',
      ['alice@example.com'],
    );
    expect(hold!.reason).toBe('second_factor_off');
    expect(new Date(hold!.until).getTime()).toBe(t.clock().getTime() + 24 * 3_600_000);
    expect(await events('alice@example.com')).toContain('passkey_removed');
    expect(await mailSubjects('alice@example.com')).toContain(
      'A passkey was removed from your account',
    );
    // With no factor left, the password alone signs in again.
    const login = await t.post('/api/user/login', {
      type: 'email',
      user_string: 'alice@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps at most ten passkeys', async () => {
    t = await startTestApp(await backend.open());
    const alice = await signedIn(t, 'alice@example.com');
    const device = new SoftAuthenticator();
    for (let i = 1; i <= 10; i++) await addPasskey(alice, device, `Key ${i}`);
    const more = await alice.post('/api/security/passkey/options');
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe(1338);
  });
});

describe('relying party configuration', () => {
  it('binds passkeys to PUBLIC_URL by default and refuses what cannot work', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://exchange.example.com' }).relyingParty).toEqual({
      id: 'exchange.example.com',
      name: 'CoinHub',
      origins: ['https://exchange.example.com'],
    });
    expect(
      loadConfig({
        PUBLIC_URL: 'https://app.example.com',
        WEBAUTHN_RP_ID: 'example.com',
        WEBAUTHN_ORIGINS: 'https://app.example.com, https://m.example.com/',
      }).relyingParty.origins,
    ).toEqual(['https://app.example.com', 'https://m.example.com']);
    expect(() => loadConfig({ PUBLIC_URL: 'http://192.168.1.5:8080' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://app.example.com', WEBAUTHN_RP_ID: 'other.com' }),
    ).toThrow(/not other.com or one of its subdomains/);
    expect(
      relyingPartyProblem({ id: 'example.com', name: 'x', origins: ['http://example.com'] }),
    ).toMatch(/https/);
    expect(
      relyingPartyProblem({ id: 'localhost', name: 'x', origins: ['http://localhost:5173'] }),
    ).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../src/cli/commands.ts';
import { Ledger } from '../../src/ledger/index.ts';
import { kycStatus } from '../../src/modules/kyc/index.ts';
import { backends } from '../helpers/backends.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';
import { basicForm, getKyc, PNG, uploadId } from './support.ts';

const center = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/center', headers: { authorization: token } });

describe.each(backends())('identity verification on $name', (backend) => {
  let t: TestApp;
  let ledger: Ledger;
  afterEach(async () => {
    await ledger?.idle();
    await t?.close();
  });
  const operator = (...argv: string[]) =>
    runOperatorCommand({ database: t.database, ledger, clock: t.clock }, argv);
  const pendingId = async (kind: string) =>
    /^\s+(\d+)\s/m.exec((await operator('review', 'list', kind)).output)?.[1] ?? '';

  async function start() {
    t = await startTestApp(await backend.open());
    ledger = new Ledger(t.database);
  }

  it('starts unverified, goes under review on submission, and is verified by the operator', async () => {
    await start();
    const { token, user } = await registerByEmail(t, 'ivy@example.com');
    const none = { status: 'unverified', reason: null, submitted_at: null, reviewed_at: null };
    expect((await getKyc(t, token)).json().data).toEqual({
      level: 'none',
      basic: none,
      advanced: none,
    });

    const res = await t.post('/api/user/real_name', await basicForm(t, token), {
      authorization: token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Submitted. Your verification is under review',
      data: { level: 'none', basic: { status: 'under_review' } },
    });
    expect((await center(t, token)).json().data).toMatchObject({
      kyc_status: 'under_review',
      kyc_level: 'none',
    });
    // a second application while one is under review is refused
    const again = await t.post('/api/user/real_name', await basicForm(t, token), {
      authorization: token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(1404);

    const list = await operator('review', 'list', 'kyc_basic');
    expect(list.output).toContain('kyc_basic');
    expect(list.output).toContain('Hanako Yamada');
    const id = await pendingId('kyc_basic');
    expect((await operator('review', 'approve', 'kyc_basic', id)).exitCode).toBe(0);
    expect((await operator('review', 'approve', 'kyc_basic', id)).exitCode).toBe(2); // already decided
    expect((await kycStatus(t.database.db, user.id)).level).toBe('basic');
    expect((await getKyc(t, token)).json().data).toMatchObject({
      level: 'basic',
      basic: { status: 'verified', reason: null },
    });
    expect((await center(t, token)).json().data).toMatchObject({
      kyc_status: 'verified',
      kyc_level: 'basic',
    });
    const verified = await t.post('/api/user/real_name', await basicForm(t, token), {
      authorization: token,
    });
    expect(verified.json().code).toBe(1405);
  });

  it("requires every field, and photos that are the caller's own uploads", async () => {
    await start();
    const alice = await registerByEmail(t, 'alice@example.com');
    const mallory = await registerByEmail(t, 'mallory@example.com');
    const form = await basicForm(t, alice.token);
    for (const field of Object.keys(form)) {
      const partial = Object.fromEntries(Object.entries(form).filter(([k]) => k !== field));
      const res = await t.post('/api/user/real_name', partial, { authorization: alice.token });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data)).toEqual([field]);
    }
    // mallory cannot submit alice's photos, nor made-up ids
    const stolen = await t.post(
      '/api/user/real_name',
      { ...form, hand_image: await uploadId(t, mallory.token, PNG) },
      { authorization: mallory.token },
    );
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({
      code: 1403,
      data: {
        front_image: 'Please upload this photo again',
        back_image: 'Please upload this photo again',
      },
    });
    expect(stolen.json().data.hand_image).toBeUndefined();
    const made = await t.post(
      '/api/user/real_name',
      { ...form, front_image: 'B'.repeat(22) },
      { authorization: alice.token },
    );
    expect(made.json().code).toBe(1403);
    expect((await getKyc(t, mallory.token)).json().data.basic.status).toBe('unverified');
  });

  it('refuses advanced verification until basic is verified, then reviews it too', async () => {
    await start();
    const { token } = await registerByEmail(t, 'judy@example.com');
    const advanced = async (lang = 'en') =>
      t.post(
        '/api/user/real_name2',
        { address: '1-2-3 Shibuya, Tokyo', address_image: await uploadId(t, token) },
        { authorization: token, lang },
      );
    const early = await advanced();
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 1406,
      message: 'Complete primary identity verification first',
    });
    expect((await advanced('zh')).json().message).toBe('请先完成初级身份认证');

    await t.post('/api/user/real_name', await basicForm(t, token), { authorization: token });
    expect((await advanced()).json().code).toBe(1406); // under review is not verified
    await operator('review', 'approve', 'kyc_basic', await pendingId('kyc_basic'));
    expect((await advanced()).json().data).toMatchObject({
      level: 'basic',
      advanced: { status: 'under_review' },
    });
    await operator('review', 'approve', 'kyc_advanced', await pendingId('kyc_advanced'));
    expect((await getKyc(t, token)).json().data).toMatchObject({
      level: 'advanced',
      advanced: { status: 'verified' },
    });
    expect((await center(t, token)).json().data).toMatchObject({
      kyc_status: 'verified',
      kyc_level: 'advanced',
    });
  });

  it('shows a rejection with its reason and accepts a new application', async () => {
    await start();
    const { token } = await registerByEmail(t, 'ken@example.com');
    await t.post('/api/user/real_name', await basicForm(t, token), { authorization: token });
    const id = await pendingId('kyc_basic');
    const rejected = await operator(
      'review',
      'reject',
      'kyc_basic',
      id,
      '--reason',
      'The photo is blurred',
    );
    expect(rejected.exitCode).toBe(0);
    expect((await getKyc(t, token)).json().data).toMatchObject({
      level: 'none',
      basic: { status: 'rejected', reason: 'The photo is blurred' },
    });
    expect((await center(t, token)).json().data).toMatchObject({
      kyc_status: 'unverified',
      kyc_level: 'none',
    });
    expect((await operator('review', 'approve', 'kyc_advanced', id)).exitCode).toBe(2); // wrong kind
    const again = await t.post('/api/user/real_name', await basicForm(t, token), {
      authorization: token,
    });
    expect(again.json().data.basic).toMatchObject({ status: 'under_review', reason: null });
  });

  it('accepts only one of two simultaneous applications', async () => {
    await start();
    const { token } = await registerByEmail(t, 'leo@example.com');
    const forms = await Promise.all([
      basicForm(t, token),
      basicForm(t, token),
      basicForm(t, token),
    ]);
    const results = await Promise.all(
      forms.map((form) => t.post('/api/user/real_name', form, { authorization: token })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM kyc_applications WHERE status = 'under_review'",
    );
    expect(rows[0]!.n).toBe(1);
  });
});

// Account notifications: a KYC application decided by the operator (in the decision's transaction),
// and a security alert wherever a security e-mail is sent (to phone users too, who get no e-mail),
// naming the account activity. One each; none for a refused or repeated action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/modules/events/bus.ts';
import { backends } from '../helpers/backends.ts';
import { basicForm, uploadId } from '../kyc/support.ts';
import { lastCode } from '../support/app.ts';
import { setFundPassword } from '../security/support.ts';
import { startWithdrawApp, type WithdrawApp } from '../withdraw/fixture.ts';

interface Item {
  category: string;
  kind: string;
  params: Record<string, string>;
  object_type: string | null;
  object_id: number | null;
  link: string;
}

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(backends())('account notifications on $name', (backend) => {
  let t: WithdrawApp;
  beforeAll(async () => {
    t = await startWithdrawApp(await backend.open());
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  const account = async (token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?category=account',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.items as Item[];
  };
  const alert = (event: string) =>
    expect.objectContaining({
      category: 'account',
      kind: 'security_alert',
      params: { event },
      object_type: null,
      object_id: null,
      link: '/pages/settings/security/activity',
    });

  it('tells of a KYC application approved or rejected, with its level, once', async () => {
    const u = await t.user('kyc@example.com');
    const other = await t.user('kyc-other@example.com');
    const token = u.session.token;
    expect((await u.post('/api/user/real_name', await basicForm(t, token))).statusCode).toBe(200);
    const [basic] = await t.pendingIds('kyc_basic');
    expect((await t.operator('review', 'approve', 'kyc_basic', basic!)).exitCode).toBe(0);
    expect((await t.operator('review', 'approve', 'kyc_basic', basic!)).exitCode).toBe(2);
    expect(
      (await t.operator('review', 'reject', 'kyc_basic', basic!, '--reason', 'x')).exitCode,
    ).toBe(2);
    const approved = await account(token);
    expect(approved).toEqual([
      expect.objectContaining({
        category: 'account',
        kind: 'kyc_approved',
        params: { level: 'basic' },
        object_type: 'kyc',
        object_id: Number(basic),
        link: '/pages/verification/index',
      }),
    ]);

    const submitted = await u.post('/api/user/real_name2', {
      address: '1-2-3 Shibuya, Tokyo',
      address_image: await uploadId(t, token),
    });
    expect(submitted.statusCode).toBe(200);
    const [advanced] = await t.pendingIds('kyc_advanced');
    const reject = () =>
      t.operator('review', 'reject', 'kyc_advanced', advanced!, '--reason', 'blurred photo');
    expect((await reject()).exitCode).toBe(0);
    expect((await reject()).exitCode).toBe(2);
    expect(await account(token)).toEqual([
      expect.objectContaining({
        kind: 'kyc_rejected',
        params: { level: 'advanced' },
        object_type: 'kyc',
        object_id: Number(advanced),
      }),
      approved[0],
    ]);
    expect(await account(other.session.token)).toEqual([]);
  });

  it('alerts of each security change that is e-mailed, naming the activity, and of nothing refused', async () => {
    const u = await t.user('security@example.com');
    const other = await t.user('security-other@example.com');
    const token = u.session.token;
    const heard: BusEvent[] = [];
    await t.app.events.delivered();
    t.app.events.onUser(u.session.user.id, (e) => heard.push(e));
    const setCode = (password: string) =>
      u.post('/api/security/anti_phishing', { code: 'Blue42', password });
    expect((await setCode('wrong-password')).statusCode).toBe(422);
    expect(await account(token)).toEqual([]);
    expect((await setCode('secret123')).statusCode).toBe(200);
    await setFundPassword(t, u); // the first fund password: no e-mail, no alert
    expect(await account(token)).toEqual([alert('anti_phishing_set')]);
    const changed = await u.post('/api/user/e_pwd', {
      old_password: '123456',
      password: '654321',
      re_password: '654321',
    });
    expect(changed.statusCode).toBe(200);
    const login = await u.post('/api/safe/update_password', {
      old_password: 'secret123',
      password: 'secret456',
      re_password: 'secret456',
    });
    expect(login.statusCode).toBe(200);
    // Changing the login password ends the other sessions; this one signs in on a new device.
    const signIn = await t.post(
      '/api/user/login',
      { type: 'email', user_string: 'security@example.com', password: 'secret456' },
      { 'user-agent': CHROME_MAC },
    );
    expect(signIn.statusCode).toBe(200);
    const fresh = signIn.json().data.token as string;
    expect(await account(fresh)).toEqual([
      alert('signed_in'),
      alert('password_changed'),
      alert('fund_password_changed'),
      alert('anti_phishing_set'),
    ]);
    await t.app.events.delivered();
    expect(heard.filter((e) => e.type === 'notification')).toHaveLength(4);
    // Its e-mails went out beside them.
    const mails = await t.database.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE target = $1 AND html IS NOT NULL ORDER BY id',
      ['security@example.com'],
    );
    expect(mails).toHaveLength(4);
    expect(await account(other.session.token)).toEqual([]);
  });

  it('alerts a phone user, who has no e-mail to write to', async () => {
    await t.post('/api/sms_send', {
      user_string: '13800138000',
      area_code: '86',
      scene: 'register',
    });
    const code = await lastCode(t.database, '+86 13800138000');
    const form = { type: 'mobile', user_string: '13800138000', area_code: '86' };
    const registered = await t.post('/api/user/register', {
      ...form,
      code,
      password: 'secret123',
      re_password: 'secret123',
    });
    expect(registered.statusCode).toBe(200);
    const login = (ua: string) =>
      t.post('/api/user/login', { ...form, password: 'secret123' }, { 'user-agent': ua });
    expect((await login(CHROME_MAC)).statusCode).toBe(200);
    const again = await login(CHROME_MAC); // a known device by now: no second alert
    expect(again.statusCode).toBe(200);
    expect(await account(again.json().data.token)).toEqual([alert('signed_in')]);
  });
});

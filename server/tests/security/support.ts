import { lastCode, registerByEmail, type TestApp } from '../support/app.ts';

// Helpers of the security suites: a signed-in user, their own codes, a fund password already set.

export async function signedIn(t: TestApp, email: string, password = 'secret123') {
  const session = await registerByEmail(t, email, password);
  const auth = { authorization: session.token };
  const post = (
    url: string,
    form: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => t.post(url, form, { ...auth, ...headers });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  return { session, auth, post, get, email };
}

export type User = Awaited<ReturnType<typeof signedIn>>;

/** Sends a code of `scene` to the user's own e-mail and reads it from the outbox. */
export async function ownCode(
  t: TestApp,
  user: User,
  scene: 'fund_password' | 'withdraw_address',
): Promise<string> {
  const sent = await user.post('/api/sms_mail', { user_string: user.email, scene });
  if (sent.statusCode !== 200) throw new Error(`sms_mail: ${sent.body}`);
  const code = await lastCode(t.database, user.email);
  t.clock.advance(61_000); // past the resend wait, so the next send works
  return code;
}

export async function setFundPassword(t: TestApp, user: User, password = '123456') {
  const code = await ownCode(t, user, 'fund_password');
  const res = await user.post('/api/user/e_pwd', { password, re_password: password, code });
  if (res.statusCode !== 200) throw new Error(`e_pwd: ${res.body}`);
}

export const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

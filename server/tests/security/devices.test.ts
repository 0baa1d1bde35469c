import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { connectSocket, type SocketClient } from '../helpers/socket-client.ts';
import { lastCode, registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

// Issue 32 (sessions and devices): a user sees their live sessions with what each device is, and
// signs one or all the others out; the ended ones stop at once and their sockets are told.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(backends())('devices on $name', (backend) => {
  let t: TestApp;
  const sockets: SocketClient[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.ws.close();
    await t?.close();
  });

  async function signInFrom(email: string, userAgent: string, ip: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams({
        type: 'email',
        user_string: email,
        password: 'secret123',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  }
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token } });

  it('lists the live sessions with browser, system, kind, address and use, this one marked', async () => {
    t = await startTestApp(await backend.open());
    await registerByEmail(t, 'dev@example.com');
    const phone = await signInFrom('dev@example.com', IPHONE, '10.0.0.1');
    t.clock.advance(5 * 60_000);
    const laptop = await signInFrom('dev@example.com', LAPTOP, '10.0.0.2');
    t.clock.advance(2 * 60_000);
    await get('/api/security/sessions', phone); // used again: its last use moves on
    const res = await get('/api/security/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as Record<string, unknown>[];
    expect(list).toHaveLength(3); // registering signed in too
    const byIp = (ip: string) => list.find((s) => s.ip === ip);
    expect(byIp('10.0.0.1')).toMatchObject({
      browser: 'Safari 18',
      os: 'iOS 18.1',
      device: 'mobile',
      ip: '10.0.0.1',
      current: false,
      last_used_at: t.clock().toISOString(),
    });
    expect(byIp('10.0.0.2')).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows 10',
      device: 'desktop',
      ip: '10.0.0.2',
      current: true,
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // most recently used first: the registration's session was not used since
    expect(list[2]).toMatchObject({
      current: false,
      last_used_at: new Date('2030-01-01').toISOString(),
    });
    // another user sees only their own
    const other = await registerByEmail(t, 'other@example.com');
    expect((await get('/api/security/sessions', other.token)).json().data.list).toHaveLength(1);
  });

  it('signs one device out at once, tells only its socket, and refuses this one or a stranger’s', async () => {
    t = await startTestApp(await backend.open());
    await registerByEmail(t, 'two@example.com');
    const phone = await signInFrom('two@example.com', IPHONE, '10.0.0.1');
    const laptop = await signInFrom('two@example.com', LAPTOP, '10.0.0.2');
    const stranger = await registerByEmail(t, 'stranger@example.com');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const socketOf = async (token: string) => {
      const socket = await connectSocket(port);
      sockets.push(socket);
      socket.send({ op: 'auth', token });
      await socket.next((f) => f.type === 'authed');
      return socket;
    };
    const phoneSocket = await socketOf(phone);
    const laptopSocket = await socketOf(laptop);

    const sessions = (await get('/api/security/sessions', laptop)).json().data.list as {
      id: number;
      ip: string;
      current: boolean;
    }[];
    const phoneId = sessions.find((s) => s.ip === '10.0.0.1')!.id;
    const laptopId = sessions.find((s) => s.current)!.id;
    const post = (url: string, token: string, form: Record<string, string> = {}, lang = 'en') =>
      t.post(url, form, { authorization: token, lang });

    const own = await post('/api/security/sessions/end', laptop, { id: String(laptopId) }, 'zh');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 1320,
      message: '这是您正在使用的设备，请直接退出登录',
    });
    const foreign = await post('/api/security/sessions/end', stranger.token, {
      id: String(phoneId),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/user/center', phone)).statusCode).toBe(200);

    const ended = await post('/api/security/sessions/end', laptop, { id: String(phoneId) });
    expect(ended.json()).toMatchObject({ code: 1, message: 'The device has been signed out' });
    expect((await get('/api/user/center', phone)).statusCode).toBe(401);
    expect((await get('/api/user/center', laptop)).statusCode).toBe(200);
    const told = await phoneSocket.next((f) => f.type === 'session.ended');
    expect(told.data).toEqual({ reason: 'user', session_ids: [phoneId] });
    await t.app.events.delivered();
    expect(laptopSocket.frames.some((f) => f.type === 'session.ended')).toBe(false);
    // ending it again: it is over, so there is nothing to end
    expect(
      (await post('/api/security/sessions/end', laptop, { id: String(phoneId) })).statusCode,
    ).toBe(404);
  });

  it("tells the other devices' sockets when the password changes, and every socket on a reset", async () => {
    t = await startTestApp(await backend.open());
    await registerByEmail(t, 'pw@example.com');
    const phone = await signInFrom('pw@example.com', IPHONE, '10.0.0.1');
    const laptop = await signInFrom('pw@example.com', LAPTOP, '10.0.0.2');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const socketOf = async (token: string) => {
      const socket = await connectSocket(port);
      sockets.push(socket);
      socket.send({ op: 'auth', token });
      await socket.next((f) => f.type === 'authed');
      return socket;
    };
    const phoneSocket = await socketOf(phone);
    const laptopSocket = await socketOf(laptop);
    const changed = await t.post(
      '/api/safe/update_password',
      { old_password: 'secret123', password: 'secret456', re_password: 'secret456' },
      { authorization: laptop },
    );
    expect(changed.statusCode).toBe(200);
    const told = await phoneSocket.next((f) => f.type === 'session.ended');
    expect(told.data).toMatchObject({ reason: 'password' });
    await t.app.events.delivered();
    expect(laptopSocket.frames.some((f) => f.type === 'session.ended')).toBe(false);

    await t.post('/api/sms_mail', { user_string: 'pw@example.com', scene: 'forget' });
    const reset = await t.post('/api/user/forget', {
      type: 'email',
      user_string: 'pw@example.com',
      code: await lastCode(t.database, 'pw@example.com'),
      password: 'secret789',
      re_password: 'secret789',
    });
    expect(reset.statusCode).toBe(200);
    const alsoTold = await laptopSocket.next((f) => f.type === 'session.ended');
    expect(alsoTold.data).toEqual({ reason: 'password_reset' });
    expect((await get('/api/user/center', laptop)).statusCode).toBe(401);
  });

  it('signs every other device out and keeps this one', async () => {
    t = await startTestApp(await backend.open());
    const first = await registerByEmail(t, 'all@example.com');
    const phone = await signInFrom('all@example.com', IPHONE, '10.0.0.1');
    const laptop = await signInFrom('all@example.com', LAPTOP, '10.0.0.2');
    const res = await t.post(
      '/api/security/sessions/end_others',
      {},
      { authorization: laptop, lang: 'kr' },
    );
    expect(res.json()).toMatchObject({
      code: 1,
      data: { ended: 2 },
      message: '다른 기기 2대에서 로그아웃했습니다',
    });
    for (const token of [first.token, phone])
      expect((await get('/api/user/center', token)).statusCode).toBe(401);
    const left = (await get('/api/security/sessions', laptop)).json().data.list;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    const again = await t.post('/api/security/sessions/end_others', {}, { authorization: laptop });
    expect(again.json().data).toEqual({ ended: 0 });
  });
});

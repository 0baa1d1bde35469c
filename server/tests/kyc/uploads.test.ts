import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { DAILY_UPLOADS } from '../../src/modules/uploads/uploads.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';
import { GIF, JPEG, PNG, upload, WEBP } from './support.ts';

const read = (t: TestApp, token: string | undefined, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/upload/image/${id}`,
    headers: token ? { authorization: token } : {},
  });

describe.each(backends())('image uploads on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('stores JPEG, PNG and WebP under a random id and serves them only to their owner', async () => {
    t = await startTestApp(await backend.open());
    const alice = await registerByEmail(t, 'alice@example.com');
    const bob = await registerByEmail(t, 'bob@example.com');
    const ids: string[] = [];
    for (const [file, mime] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      // the Content-Type the client claims is ignored: the bytes decide
      const res = await upload(t, alice.token, file, { type: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 1,
        type: 'ok',
        message: 'Upload successful',
        data: { mime, size: file.length },
      });
      ids.push(res.json().data.id);
    }
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const own = await read(t, alice.token, ids[0]!);
    expect(own.statusCode).toBe(200);
    expect(Buffer.from(own.json().data.content, 'base64').equals(PNG)).toBe(true);
    // another user, or an unknown id, gets the same 404; nobody signed in gets 401
    const foreign = await read(t, bob.token, ids[0]!);
    expect(foreign.statusCode).toBe(404);
    expect((await read(t, bob.token, 'A'.repeat(22))).json()).toEqual(foreign.json());
    expect((await read(t, undefined, ids[0]!)).statusCode).toBe(401);
  });

  it('refuses other types by content, whatever the name or header says', async () => {
    t = await startTestApp(await backend.open());
    const { token } = await registerByEmail(t, 'carol@example.com');
    for (const file of [
      GIF,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.4 hello'),
    ]) {
      const res = await upload(t, token, file, { type: 'image/png', lang: 'zh' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 1402,
        type: 'error',
        message: '仅支持上传 JPEG、PNG 或 WebP 格式的图片',
      });
    }
    // a text field named file is not a file; no file at all is a validation error
    expect((await upload(t, token, null, { fields: { file: 'iVBORw0KGgo=' } })).json().code).toBe(
      1402,
    );
    expect((await upload(t, token, null)).statusCode).toBe(400);
    const count = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(count[0]!.n).toBe(0);
  });

  it('refuses a file over 5 MB with "Out of allowable file size"', async () => {
    t = await startTestApp(await backend.open());
    const { token } = await registerByEmail(t, 'dave@example.com');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const res = await upload(t, token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 1401,
      type: 'error',
      message: 'Out of allowable file size',
      data: null,
    });
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length, 0)]);
    expect((await upload(t, token, exact)).statusCode).toBe(200); // the limit itself is allowed
  });

  it('limits how many images one user can upload in a day', async () => {
    t = await startTestApp(await backend.open());
    const { token } = await registerByEmail(t, 'erin@example.com');
    const other = await registerByEmail(t, 'frank@example.com');
    await t.database.query(
      `INSERT INTO uploads (id, user_id, mime, size, content, created_at)
       SELECT lpad(g::text, 22, 'x'), $1, 'image/png', 1, '\\x00'::bytea, $2 FROM generate_series(1, $3) AS g`,
      [
        /* erin */ (
          await t.database.query<{ id: number }>(
            "SELECT id FROM users WHERE email = 'erin@example.com'",
          )
        )[0]!.id,
        t.clock(),
        DAILY_UPLOADS,
      ],
    );
    const refused = await upload(t, token, PNG);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(1407);
    expect((await upload(t, other.token, PNG)).statusCode).toBe(200); // per user
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await upload(t, token, PNG)).statusCode).toBe(200); // a day later
  });

  it('refuses anonymous uploads', async () => {
    t = await startTestApp(await backend.open());
    const res = await upload(t, '', PNG);
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe('999');
  });
});

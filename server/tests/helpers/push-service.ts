// A push service on 127.0.0.1 for tests, and the browser's side of RFC 8291: each subscription has
// its own P-256 key pair and auth secret, and every message the server posts is decrypted
// (aes128gcm, RFC 8188) and its VAPID signature (RFC 8292) checked, as a browser and its push
// service would.
import {
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  createDecipheriv,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  /** The subscription (browser) it was posted to. */
  name: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
  /** The VAPID JWT's claims, after its signature was checked. */
  vapid: { aud: string; sub: string; exp: number };
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** RFC 8291 + RFC 8188 (one record): the plaintext the server encrypted for this browser. */
export function decryptPush(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('push record without its last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` against the server's public key. */
function checkVapid(header: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('VAPID key is not the server key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33, 65)),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Received['vapid'];
}

export interface PushService {
  origin: string;
  received: Received[];
  /** A new browser: its subscription fields for `pushSubscribe`. */
  browser(name: string): { endpoint: string; p256dh: string; auth: string };
  /** The status the service answers for a browser from now on (201 by default). */
  answer(name: string, status: number): void;
  /** Every request, also those answered with an error (as the service saw them). */
  requests: string[];
  close(): Promise<void>;
}

/** Listens on `port` (any free one by default: a server told its origin needs a fixed one). */
export async function startPushService(serverPublicKey: string, port = 0): Promise<PushService> {
  const browsers = new Map<string, Browser>();
  const statuses = new Map<string, number>();
  const received: Received[] = [];
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      requests.push(name);
      const status = statuses.get(name) ?? 201;
      const browser = browsers.get(name);
      try {
        if (status < 300 && browser) {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const vapid = checkVapid(req.headers.authorization, serverPublicKey);
          const payload = JSON.parse(decryptPush(Buffer.concat(chunks), browser)) as unknown;
          received.push({ name, headers: req.headers, payload, vapid });
        }
        res.writeHead(status).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    requests,
    browser(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(name, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        p256dh: b64url(ecdh.getPublicKey()),
        auth: b64url(auth),
      };
    },
    answer(name, status) {
      statuses.set(name, status);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

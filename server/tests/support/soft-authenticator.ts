// A software passkey authenticator for the server's tests: it makes ES256 credentials with
// "none" attestation and signs assertions the way a browser and platform authenticator do
// (client data, authenticator data with the RP ID hash, flags and counter, DER signature), so the
// server's real verification runs. Encodes the little CBOR it needs by hand.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(n, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const FLAG = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 } as const;

interface Credential {
  id: Buffer;
  key: KeyObject;
  publicKey: Buffer;
  userHandle: string;
  counter: number;
}

export interface SoftAuthenticatorOptions {
  origin?: string;
  rpId?: string;
  /** Whether the "device" checked a PIN or biometrics (WebAuthn's UV flag). */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  origin: string;
  rpId: string;
  userVerified: boolean;

  constructor(options: SoftAuthenticatorOptions = {}) {
    this.origin = options.origin ?? 'http://localhost:8080';
    this.rpId = options.rpId ?? 'localhost';
    this.userVerified = options.userVerified ?? true;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  private flags(extra = 0) {
    return FLAG.userPresent | (this.userVerified ? FLAG.userVerified : 0) | extra;
  }

  private authData(flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  /** Answers creation options (JSON) as `startRegistration` would: the answer, as JSON. */
  create(optionsJson: string): string {
    const options = JSON.parse(optionsJson) as { challenge: string; user: { id: string } };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
    const authData = this.authData(this.flags(FLAG.attested), 0, attested);
    this.credentials.push({
      id,
      key: privateKey,
      publicKey: cose,
      userHandle: options.user.id,
      counter: 0,
    });
    return JSON.stringify({
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64u(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /** Answers request options (JSON) as `startAuthentication` would, with an allowed credential
   * (or, for a discoverable request, the newest one). */
  get(optionsJson: string, credential?: Credential): string {
    const options = JSON.parse(optionsJson) as {
      challenge: string;
      allowCredentials?: { id: string }[];
    };
    const allowed = options.allowCredentials?.map((c) => c.id);
    const chosen =
      credential ??
      [...this.credentials].reverse().find((c) => !allowed?.length || allowed.includes(b64u(c.id)));
    if (!chosen) throw new Error('no credential of this authenticator is allowed');
    chosen.counter += 1;
    const clientData = this.clientData('webauthn.get', options.challenge);
    const authData = this.authData(this.flags(), chosen.counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), chosen.key);
    return JSON.stringify({
      id: b64u(chosen.id),
      rawId: b64u(chosen.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientData),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: chosen.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }
}

// The user's deposit address per network: derived from the user id, the network and a secret of
// this installation, so it is the same on every request and every server process, looks like an
// address of that network, and cannot be guessed for another user.
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { installationSecret } from '../settings/settings.ts';

const SECRET_KEY = 'deposit_address_secret';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const base58 = (bytes: Buffer, length: number) =>
  Array.from(bytes.subarray(0, length), (b) => BASE58[b % 58]).join('');

export function deriveAddress(secret: Buffer, userId: number, network: string): string {
  const digest = createHmac('sha512', secret).update(`${userId}:${network}`).digest();
  switch (network) {
    case 'TRC20':
      return `T${base58(digest, 33)}`;
    case 'ERC20':
    case 'BSC':
      return `0x${digest.subarray(0, 20).toString('hex')}`;
    default:
      return base58(digest, 44);
  }
}

export async function depositAddress(db: Db, userId: number, network: string): Promise<string> {
  return deriveAddress(await installationSecret(db, SECRET_KEY), userId, network);
}

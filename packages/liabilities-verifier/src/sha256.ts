import { createHash } from 'node:crypto';
import type { SyncHash } from './core/index.ts';

export const sha256: SyncHash = (message) =>
  new Uint8Array(createHash('sha256').update(message).digest());

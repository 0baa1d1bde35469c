// Writes proof.json: a real proof of inclusion in a tiny Merkle sum tree (five accounts, three
// coins), so the verify page's stories check genuine hashes. Run after a change to the encoding:
//   npx node stories/liabilities/make-fixture.ts
// tests/unit/liabilities/proof-fixture.test.ts fails when the committed file no longer verifies.
import { writeFileSync } from 'node:fs';
import {
  buildLevels,
  commitmentMessage,
  FORMAT_VERSION,
  pathOf,
  toHex,
  toUnits,
  type ProofFile,
} from '../../packages/liabilities-verifier/src/core/index.ts';
import { sha256 } from '../../packages/liabilities-verifier/src/sha256.ts';

const COINS = [
  { currency_id: 1, symbol: 'BTC', decimals: 8 },
  { currency_id: 2, symbol: 'ETH', decimals: 8 },
  { currency_id: 3, symbol: 'USDT', decimals: 6 },
];
const STORY_USER_ID = 1001; // .storybook/session.ts
const ME = 2; // the story user's position: left, then right, then left going up

/** A fixed 32-byte salt per account, so the file is the same on every run. */
const saltOf = (account: number) => sha256(new TextEncoder().encode(`story salt ${account}`));

const accounts = [
  { userId: 1002, holdings: ['0.5', '2', '1500'] },
  { userId: 1003, holdings: ['0', '0', '20.25'] },
  { userId: STORY_USER_ID, holdings: ['0.1', '1', '3845.5'] },
  { userId: 1004, holdings: ['1.25', '0', '0'] },
  { userId: 1005, holdings: ['0.00012', '10.5', '98000'] },
].map(({ userId, holdings }, position) => ({
  userId,
  salt: saltOf(position),
  balances: holdings.map((amount, i) => toUnits(amount, COINS[i]!.decimals)),
}));

const leaves = accounts.map((a) => ({
  commitment: sha256(commitmentMessage(a.salt, a.userId)),
  balances: a.balances,
}));
const levels = buildLevels(sha256, leaves, COINS.length);
const root = levels.at(-1)![0]!;
const me = accounts[ME]!;

const proof: ProofFile = {
  version: FORMAT_VERSION,
  snapshot: {
    id: 12,
    taken_at: '2026-11-30T00:00:00Z',
    coins: COINS,
    leaf_count: levels[0]!.length,
    account_count: accounts.length,
    root: { hash: toHex(root.hash), sums: root.sums.map(String) },
  },
  leaf: {
    user_id: me.userId,
    salt: toHex(me.salt),
    position: ME,
    balances: me.balances.map(String),
  },
  path: pathOf(levels, ME).map((node) => ({ hash: toHex(node.hash), sums: node.sums.map(String) })),
};

writeFileSync(new URL('./proof.json', import.meta.url), `${JSON.stringify(proof, null, 2)}\n`);
console.log(`proof.json: snapshot ${proof.snapshot.id}, root ${proof.snapshot.root.hash}`);

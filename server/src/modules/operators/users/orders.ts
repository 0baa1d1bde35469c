import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.ts';
import { rows } from '../../../ledger/sql.ts';
import { toDecimalString } from '../../../lib/decimal.ts';
import { existingUser } from './detail.ts';
import { paging, type Paging } from './search.ts';

// Every order of a user, of every kind, as one list newest first: one UNION ALL query for the page
// and one for the count (never a query per order). Each kind brings up to five words (a..e) its
// one-line summary is made of.

export const ORDER_KINDS = [
  'spot',
  'option',
  'lever',
  'otc',
  'trust',
  'copy',
  'subscription',
  'miner',
  'pledge',
] as const;
type OrderKind = (typeof ORDER_KINDS)[number];

function union(userId: number, now: Date) {
  return sql`
    SELECT 'spot' AS kind, o.id::text AS id, o.status, o.created_at,
        o.side AS a, o.quantity::text AS b, p.symbol AS c, o.type AS d, o.price::text AS e
      FROM spot_orders o JOIN spot_pairs p ON p.id = o.pair_id WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'option', o.id::text, o.status, o.created_at,
        o.direction, o.quantity::text, c.symbol, coin.symbol, o.seconds::text
      FROM option_orders o JOIN currencies c ON c.id = o.currency_id
      JOIN currencies coin ON coin.id = o.pair_id WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'lever', o.id::text, o.status, o.created_at,
        o.side, o.lots::text, c.symbol, o.multiple::text, o.margin::text
      FROM lever_positions o JOIN currencies c ON c.id = o.currency_id WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'otc', o.order_no, o.status, o.created_at,
        CASE WHEN o.buyer_id = ${userId} THEN 'buy' ELSE 'sell' END, o.quantity::text, c.symbol,
        o.amount::text, o.legal
      FROM otc_orders o JOIN currencies c ON c.id = o.currency_id
      WHERE o.buyer_id = ${userId} OR o.seller_id = ${userId}
    UNION ALL
    SELECT 'trust', o.id::text, o.status, o.created_at,
        o.family, o.amount::text, c.symbol, o.period_days::text, NULL
      FROM trust_orders o JOIN currencies c ON c.id = o.currency_id WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'copy', o.id::text, o.status, o.opened_at,
        t.name, o.amount::text, c.symbol, NULL, NULL
      FROM copy_orders o JOIN copy_traders t ON t.id = o.trader_id
      JOIN currencies c ON c.id = o.currency_id WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'subscription', o.id::text, o.status, o.created_at,
        o.amount::text, pay.symbol, o.quantity::text, coin.symbol, NULL
      FROM subscriptions o JOIN currencies pay ON pay.id = o.pay_currency_id
      JOIN projects p ON p.id = o.project_id JOIN currencies coin ON coin.id = p.currency_id
      WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'miner', o.id::text, CASE WHEN o.ends_at > ${now.toISOString()}::timestamptz THEN 'running' ELSE 'ended' END,
        o.created_at, o.quantity::text, o.kind, m.name, o.paid::text, NULL
      FROM user_miners o JOIN miner_models m ON m.id = o.model_id WHERE o.user_id = ${userId}
    UNION ALL
    SELECT 'pledge', o.id::text, o.status, o.started_at,
        o.amount::text, c.symbol, o.days::text, NULL, NULL
      FROM pledges o JOIN currencies c ON c.id = o.currency_id WHERE o.user_id = ${userId}`;
}

type Words = Record<'a' | 'b' | 'c' | 'd' | 'e', string | null>;
const n = (text: string | null) => (text === null ? '' : toDecimalString(text));

const summaries: Record<OrderKind, (w: Words) => string> = {
  spot: (w) => `${w.a} ${n(w.b)} ${w.c} ${w.d}${w.e ? ` ${n(w.e)}` : ''}`,
  option: (w) => `${w.a} ${n(w.b)} ${w.c} on ${w.d}, ${w.e} s`,
  lever: (w) => `${w.a} ${w.b} lots ${w.c} x${w.d}, margin ${n(w.e)}`,
  otc: (w) => `${w.a} ${n(w.b)} ${w.c} for ${n(w.d)} ${w.e}`,
  trust: (w) => `${w.a} ${n(w.b)} ${w.c}, ${w.d} days`,
  copy: (w) => `follow ${w.a} with ${n(w.b)} ${w.c}`,
  subscription: (w) => `${n(w.a)} ${w.b} for ${n(w.c)} ${w.d}`,
  miner: (w) => `${w.a} ${w.b} ${w.c}, paid ${n(w.d)} USDT`,
  pledge: (w) => `${n(w.a)} ${w.b}, ${w.c} days`,
};

export async function userOrders(db: Db, userId: number, now: Date, query: Paging) {
  await existingUser(db, userId);
  const { page, limit, offset } = paging(query);
  const all = union(userId, now);
  const [found, [total]] = await Promise.all([
    rows<Words & { kind: OrderKind; id: string; status: string; created_at: string | Date }>(
      db,
      sql`SELECT * FROM (${all}) o ORDER BY o.created_at DESC, o.kind, o.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (${all}) o`),
  ]);
  return {
    items: found.map((row) => ({
      kind: row.kind,
      id: row.id,
      status: row.status,
      summary: summaries[row.kind](row),
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

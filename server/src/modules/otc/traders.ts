// What anyone may see of a trader: nickname, KYC passed, verified by the platform as a merchant
// (console), completed orders, completion rate and mean release time. One aggregate query for a whole page of traders (never one per ad).
import type { Db } from '../../db/index.ts';
import { array, rows, sql } from '../../ledger/sql.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';

export interface OtcTrader {
  user_id: number;
  nickname: string;
  verified: boolean;
  verified_merchant: boolean;
  completed_orders: number;
  completion_rate: string | null;
  average_release_minutes: number | null;
  joined_at: string;
}

type StatsRow = {
  id: number | string;
  nickname: string;
  kyc_level: string;
  merchant_verified_at: Date | string | null;
  created_at: Date | string;
  completed: number | string | null;
  cancelled: number | string | null;
  release_seconds: number | string | null;
};

/** Orders count as either party; release time only as the seller (payment to confirmation). */
export async function traderStats(db: Db, userIds: number[]): Promise<Map<number, OtcTrader>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const found = await rows<StatsRow>(
    db,
    sql`
    SELECT u.id, u.nickname, u.kyc_level, u.created_at, s.completed, s.cancelled, s.release_seconds,
           om.verified_at AS merchant_verified_at
    FROM users u LEFT JOIN otc_merchants om ON om.user_id = u.id
    LEFT JOIN (
      SELECT user_id, count(*) FILTER (WHERE status = 'confirmed') AS completed,
             count(*) FILTER (WHERE status = 'cancelled') AS cancelled, avg(release_seconds) AS release_seconds
      FROM (
        SELECT buyer_id AS user_id, status, NULL::float8 AS release_seconds FROM otc_orders WHERE buyer_id = ANY(${array(ids)}::bigint[])
        UNION ALL
        SELECT seller_id, status, CASE WHEN status = 'confirmed' THEN extract(epoch FROM confirmed_at - paid_at)::float8 END
        FROM otc_orders WHERE seller_id = ANY(${array(ids)}::bigint[])
      ) parts GROUP BY user_id
    ) s ON s.user_id = u.id
    WHERE u.id = ANY(${array(ids)}::bigint[])`,
  );
  return new Map(found.map((r) => [Number(r.id), presentTrader(r)]));
}

function presentTrader(r: StatsRow): OtcTrader {
  const completed = Number(r.completed ?? 0);
  const finished = completed + Number(r.cancelled ?? 0);
  return {
    user_id: Number(r.id),
    nickname: r.nickname,
    verified: r.kyc_level !== 'none',
    verified_merchant: r.merchant_verified_at !== null,
    completed_orders: completed,
    completion_rate:
      finished === 0
        ? null
        : toDecimalString(new Money(completed).div(finished).toDecimalPlaces(4, Money.ROUND_DOWN)),
    average_release_minutes:
      r.release_seconds === null ? null : Math.round(Number(r.release_seconds) / 60),
    joined_at: new Date(r.created_at).toISOString(),
  };
}

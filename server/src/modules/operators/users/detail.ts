import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/index.ts';
import { authUsers, sessions } from '../../../db/schema/auth.ts';
import { currencies } from '../../../db/schema/core.ts';
import type { Deps } from '../../../http/context.ts';
import { countJournal, readJournal } from '../../assets/journal.ts';
import { kycStatus, type KycLevelState } from '../../kyc/status.ts';
import { listPasskeys, presentPasskey } from '../../passkeys/store.ts';
import { enabledTotp } from '../../second-factor/factor.ts';
import { pendingReset } from './second-factor-reset.ts';
import { findUserById, type UserRow } from '../../users/repo.ts';
import { operatorUserFail } from './errors.ts';
import { paging, presentUserRow, type Paging } from './search.ts';

// One user as the console shows them: profile, KYC, balances, live sessions, referrals, flags;
// and their balance journal.

export async function existingUser(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw operatorUserFail.userUnknown(id);
  return user;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

const presentLevel = (state: KycLevelState) => ({
  status: state.status,
  reason: state.reason,
  submitted_at: iso(state.submittedAt),
  reviewed_at: iso(state.reviewedAt),
});

async function symbols(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: currencies.id, symbol: currencies.symbol }).from(currencies);
  return new Map(rows.map((r) => [r.id, r.symbol]));
}

export async function userDetail(deps: Deps, id: number) {
  const user = await existingUser(deps.db, id);
  const now = deps.clock();
  const [kyc, balances, symbolOf, live, inviter, [invited], totp, reset, passkeys] =
    await Promise.all([
      kycStatus(deps.db, id),
      deps.ledger.balances(id),
      symbols(deps.db),
      deps.db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id)),
      user.inviterId === null
        ? Promise.resolve([])
        : deps.db
            .select({ id: authUsers.id, email: authUsers.email, phone: authUsers.phone })
            .from(authUsers)
            .where(eq(authUsers.id, user.inviterId)),
      deps.db.select({ n: count() }).from(authUsers).where(eq(authUsers.inviterId, id)),
      enabledTotp(deps.db, id),
      pendingReset(deps.db, id),
      listPasskeys(deps.db, id),
    ]);
  return {
    profile: {
      ...presentUserRow(user),
      account_type: user.accountType,
      nickname: user.nickname,
      lang: user.lang,
    },
    kyc: { level: kyc.level, basic: presentLevel(kyc.basic), advanced: presentLevel(kyc.advanced) },
    balances: balances.map((b) => ({
      account: b.type,
      currency_id: b.currencyId,
      currency: symbolOf.get(b.currencyId) ?? String(b.currencyId),
      available: b.available,
      frozen: b.frozen,
    })),
    // A session that cannot sign in anyway (frozen, disabled) is not live either.
    sessions:
      user.signInFrozenAt || user.disabledAt
        ? []
        : live.map((s) => ({
            id: s.id,
            created_at: s.createdAt.toISOString(),
            expires_at: s.expiresAt.toISOString(),
            last_used_at: s.lastUsedAt.toISOString(),
            ip: s.ip,
            user_agent: s.userAgent,
            browser: s.browser,
            os: s.os,
            device: s.device,
          })),
    passkeys: passkeys.map(presentPasskey),
    referrals: { inviter: inviter[0] ?? null, invited: Number(invited?.n ?? 0) },
    flags: {
      sign_in_frozen: user.signInFrozenAt !== null,
      sign_in_frozen_at: iso(user.signInFrozenAt),
      withdraw_frozen: user.withdrawFrozenAt !== null,
      withdraw_frozen_at: iso(user.withdrawFrozenAt),
      fund_password_set: user.fundPasswordHash !== null,
      authenticator_enabled_at: iso(totp?.enabledAt ?? null),
      disabled: user.disabledAt !== null,
    },
    second_factor_reset: reset,
  };
}

export async function userJournal(db: Db, id: number, query: Paging) {
  await existingUser(db, id);
  const { page, limit, offset } = paging(query);
  const [lines, total] = await Promise.all([
    readJournal(db, { userId: id }, limit, offset),
    countJournal(db, { userId: id }),
  ]);
  return {
    items: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      account: line.type,
      currency_id: line.currency_id,
      currency: line.symbol,
      amount: line.amount,
      balance: line.balance,
      created_at: line.created_at,
    })),
    total,
    page,
    limit,
  };
}

import type { UserRow } from './repo.ts';

/** The contract's `User` (components/user.yaml): never a hash, never more than the user may see. */
export function presentUser(user: UserRow) {
  return {
    id: user.id,
    account: (user.accountType === 'email' ? user.email : user.phone) ?? '',
    account_type: user.accountType,
    email: user.email,
    phone: user.phone,
    area_code: user.areaCode,
    nickname: user.nickname,
    invite_code: user.inviteCode ?? '',
    kyc_status: user.kycStatus,
    kyc_level: user.kycLevel,
    has_fund_password: user.fundPasswordHash !== null,
    lang: user.lang,
    created_at: user.createdAt.toISOString(),
  };
}

export type UserDto = ReturnType<typeof presentUser>;

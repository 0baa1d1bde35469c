import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { AccountKind, AdjustmentStatus, KycLevel, KycStatus, Lang, OrderKind } from '../../model';
import type {
  AccountEventPageOk,
  AdjustmentOk,
  AdjustmentsOk,
  EmptyOkResponse,
  OrdersPageOk,
  SecondFactorReset,
  SecondFactorResetOk,
  UserDetailOk,
  UserJournalPageOk,
  UserRef,
  UsersPageOk,
} from '../../model';

export const getAdminUsersResponseMock = (
  overrideResponse: Partial<Extract<UsersPageOk, object>> = {},
): UsersPageOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      total: faker.number.int({ min: 0, max: 2147483647 }),
      page: faker.number.int({ min: 1, max: 100000 }),
      limit: faker.number.int({ min: 1, max: 100 }),
    },
    ...{
      items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 2147483647 }),
          email: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          phone: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          area_code: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          invite_code: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
          kyc_level: faker.helpers.arrayElement(Object.values(KycLevel)),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          sign_in_frozen: faker.datatype.boolean(),
          withdraw_frozen: faker.datatype.boolean(),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminUserResponseUserRefMock = (
  overrideResponse: Partial<UserRef> = {},
): UserRef => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    email: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    phone: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
  },
  ...overrideResponse,
});

export const getAdminUserResponseSecondFactorResetMock = (
  overrideResponse: Partial<SecondFactorReset> = {},
): SecondFactorReset => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getAdminUserResponseMock = (
  overrideResponse: Partial<Extract<UserDetailOk, object>> = {},
): UserDetailOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    profile: {
      ...{
        id: faker.number.int({ min: 1, max: 2147483647 }),
        email: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        phone: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        area_code: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        invite_code: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
        kyc_level: faker.helpers.arrayElement(Object.values(KycLevel)),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        sign_in_frozen: faker.datatype.boolean(),
        withdraw_frozen: faker.datatype.boolean(),
      },
      ...{
        account_type: faker.helpers.arrayElement(['email', 'mobile'] as const),
        nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
        lang: faker.helpers.arrayElement(Object.values(Lang)),
      },
    },
    kyc: {
      level: faker.helpers.arrayElement(Object.values(KycLevel)),
      basic: {
        status: faker.helpers.arrayElement([
          'unverified',
          'under_review',
          'verified',
          'rejected',
        ] as const),
        reason: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        submitted_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        reviewed_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
      },
      advanced: {
        status: faker.helpers.arrayElement([
          'unverified',
          'under_review',
          'verified',
          'rejected',
        ] as const),
        reason: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        submitted_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        reviewed_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
      },
    },
    balances: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        account: faker.helpers.arrayElement(Object.values(AccountKind)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        available: '1234.56780000',
        frozen: '1234.56780000',
      }),
    ),
    sessions: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        last_used_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        ip: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        user_agent: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        browser: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        os: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        device: faker.helpers.arrayElement(['mobile', 'tablet', 'desktop', 'unknown'] as const),
      }),
    ),
    passkeys: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        name: faker.string.alpha({ length: { min: 10, max: 32 } }),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        last_used_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        synced: faker.datatype.boolean(),
      }),
    ),
    referrals: {
      inviter: faker.helpers.arrayElement([null, { ...getAdminUserResponseUserRefMock() }]),
      invited: faker.number.int({ min: 0, max: 2147483647 }),
    },
    flags: {
      sign_in_frozen: faker.datatype.boolean(),
      sign_in_frozen_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      withdraw_frozen: faker.datatype.boolean(),
      withdraw_frozen_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      fund_password_set: faker.datatype.boolean(),
      authenticator_enabled_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      disabled: faker.datatype.boolean(),
    },
    second_factor_reset: faker.helpers.arrayElement([
      null,
      { ...getAdminUserResponseSecondFactorResetMock() },
    ]),
  },
  ...overrideResponse,
});

export const getAdminUserJournalResponseMock = (
  overrideResponse: Partial<Extract<UserJournalPageOk, object>> = {},
): UserJournalPageOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      total: faker.number.int({ min: 0, max: 2147483647 }),
      page: faker.number.int({ min: 1, max: 100000 }),
      limit: faker.number.int({ min: 1, max: 100 }),
    },
    ...{
      items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kind: 'deposit',
          account: faker.helpers.arrayElement(Object.values(AccountKind)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          balance: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminUserOrdersResponseMock = (
  overrideResponse: Partial<Extract<OrdersPageOk, object>> = {},
): OrdersPageOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      total: faker.number.int({ min: 0, max: 2147483647 }),
      page: faker.number.int({ min: 1, max: 100000 }),
      limit: faker.number.int({ min: 1, max: 100 }),
    },
    ...{
      items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          kind: faker.helpers.arrayElement(Object.values(OrderKind)),
          id: faker.string.alpha({ length: { min: 10, max: 20 } }),
          status: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: 'buy 0.5 BTC/USDT limit 60000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminUserFreezeSignInResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserUnfreezeSignInResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserFreezeWithdrawalsResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserUnfreezeWithdrawalsResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserEndSessionsResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserEndSessionResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserActivityResponseMock = (
  overrideResponse: Partial<Extract<AccountEventPageOk, object>> = {},
): AccountEventPageOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      total: faker.number.int({ min: 0, max: 2147483647 }),
      page: faker.number.int({ min: 1, max: 100000 }),
      limit: faker.number.int({ min: 1, max: 100 }),
    },
    ...{
      items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 2147483647 }),
          kind: faker.helpers.arrayElement([
            'signed_up',
            'signed_in',
            'sign_in_failed',
            'signed_out',
            'password_changed',
            'password_reset',
            'fund_password_set',
            'fund_password_changed',
            'address_added',
            'address_removed',
            'device_signed_out',
            'devices_signed_out',
            'anti_phishing_set',
            'signed_out_by_support',
            'totp_enabled',
            'totp_disabled',
            'recovery_codes_renewed',
            'recovery_code_used',
            'second_step_failed',
            'second_factor_reset',
            'passkey_added',
            'passkey_removed',
            'signed_in_with_passkey',
          ] as const),
          at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          ip: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          browser: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          os: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          device: faker.helpers.arrayElement(['mobile', 'tablet', 'desktop', 'unknown'] as const),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminUserResetFundPasswordResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminUserAdjustResponseMock = (
  overrideResponse: Partial<Extract<AdjustmentOk, object>> = {},
): AdjustmentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    account: faker.helpers.arrayElement(Object.values(AccountKind)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    value_usdt: faker.helpers.arrayElement([null, '1234.56780000']),
    reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
    status: faker.helpers.arrayElement(Object.values(AdjustmentStatus)),
    requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    decided_by: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    decided_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    decision_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    entry_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
  },
  ...overrideResponse,
});

export const getAdminAdjustmentsResponseMock = (
  overrideResponse: Partial<Extract<AdjustmentsOk, object>> = {},
): AdjustmentsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    threshold_usdt: '1234.56780000',
    pending: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        user_id: faker.number.int({ min: 1, max: 2147483647 }),
        account: faker.helpers.arrayElement(Object.values(AccountKind)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        amount: '1234.56780000',
        value_usdt: faker.helpers.arrayElement([null, '1234.56780000']),
        reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
        status: faker.helpers.arrayElement(Object.values(AdjustmentStatus)),
        requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
        requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        decided_by: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        decided_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        decision_reason: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        entry_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
      }),
    ),
    recent: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        user_id: faker.number.int({ min: 1, max: 2147483647 }),
        account: faker.helpers.arrayElement(Object.values(AccountKind)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        amount: '1234.56780000',
        value_usdt: faker.helpers.arrayElement([null, '1234.56780000']),
        reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
        status: faker.helpers.arrayElement(Object.values(AdjustmentStatus)),
        requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
        requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        decided_by: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        decided_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        decision_reason: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        entry_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminUserSecondFactorResetResponseMock = (
  overrideResponse: Partial<Extract<SecondFactorResetOk, object>> = {},
): SecondFactorResetOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getAdminSecondFactorResetApproveResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminSecondFactorResetRejectResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminAdjustmentApproveResponseMock = (
  overrideResponse: Partial<Extract<AdjustmentOk, object>> = {},
): AdjustmentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    account: faker.helpers.arrayElement(Object.values(AccountKind)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    value_usdt: faker.helpers.arrayElement([null, '1234.56780000']),
    reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
    status: faker.helpers.arrayElement(Object.values(AdjustmentStatus)),
    requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    decided_by: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    decided_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    decision_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    entry_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
  },
  ...overrideResponse,
});

export const getAdminAdjustmentRejectResponseMock = (
  overrideResponse: Partial<Extract<AdjustmentOk, object>> = {},
): AdjustmentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    account: faker.helpers.arrayElement(Object.values(AccountKind)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    value_usdt: faker.helpers.arrayElement([null, '1234.56780000']),
    reason: faker.string.alpha({ length: { min: 10, max: 20 } }),
    status: faker.helpers.arrayElement(Object.values(AdjustmentStatus)),
    requested_by: faker.string.alpha({ length: { min: 10, max: 20 } }),
    requested_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    decided_by: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    decided_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    decision_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    entry_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
  },
  ...overrideResponse,
});

export const getAdminUsersMockHandler = (
  overrideResponse?:
    | UsersPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UsersPageOk> | UsersPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/users',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUsersResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserMockHandler = (
  overrideResponse?:
    | UserDetailOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<UserDetailOk> | UserDetailOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/users/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserJournalMockHandler = (
  overrideResponse?:
    | UserJournalPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<UserJournalPageOk> | UserJournalPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/users/:id/journal',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserJournalResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserOrdersMockHandler = (
  overrideResponse?:
    | OrdersPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OrdersPageOk> | OrdersPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/users/:id/orders',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserOrdersResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserFreezeSignInMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/freeze_sign_in',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserFreezeSignInResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserUnfreezeSignInMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/unfreeze_sign_in',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserUnfreezeSignInResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserFreezeWithdrawalsMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/freeze_withdrawals',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserFreezeWithdrawalsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserUnfreezeWithdrawalsMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/unfreeze_withdrawals',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserUnfreezeWithdrawalsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserEndSessionsMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/end_sessions',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserEndSessionsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserEndSessionMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/sessions/:sessionId/end',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserEndSessionResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserActivityMockHandler = (
  overrideResponse?:
    | AccountEventPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AccountEventPageOk> | AccountEventPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/users/:id/activity',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserActivityResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserResetFundPasswordMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/reset_fund_password',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserResetFundPasswordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserAdjustMockHandler = (
  overrideResponse?:
    | AdjustmentOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdjustmentOk> | AdjustmentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/adjust',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserAdjustResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminAdjustmentsMockHandler = (
  overrideResponse?:
    | AdjustmentsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdjustmentsOk> | AdjustmentsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/adjustments',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminAdjustmentsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminUserSecondFactorResetMockHandler = (
  overrideResponse?:
    | SecondFactorResetOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<SecondFactorResetOk> | SecondFactorResetOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/users/:id/second_factor_reset',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminUserSecondFactorResetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSecondFactorResetApproveMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/second_factor_resets/:id/approve',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSecondFactorResetApproveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSecondFactorResetRejectMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/second_factor_resets/:id/reject',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSecondFactorResetRejectResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminAdjustmentApproveMockHandler = (
  overrideResponse?:
    | AdjustmentOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdjustmentOk> | AdjustmentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/adjustments/:id/approve',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminAdjustmentApproveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminAdjustmentRejectMockHandler = (
  overrideResponse?:
    | AdjustmentOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdjustmentOk> | AdjustmentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/adjustments/:id/reject',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminAdjustmentRejectResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminUsersMock = () => [
  getAdminUsersMockHandler(),
  getAdminUserMockHandler(),
  getAdminUserJournalMockHandler(),
  getAdminUserOrdersMockHandler(),
  getAdminUserFreezeSignInMockHandler(),
  getAdminUserUnfreezeSignInMockHandler(),
  getAdminUserFreezeWithdrawalsMockHandler(),
  getAdminUserUnfreezeWithdrawalsMockHandler(),
  getAdminUserEndSessionsMockHandler(),
  getAdminUserEndSessionMockHandler(),
  getAdminUserActivityMockHandler(),
  getAdminUserResetFundPasswordMockHandler(),
  getAdminUserAdjustMockHandler(),
  getAdminAdjustmentsMockHandler(),
  getAdminUserSecondFactorResetMockHandler(),
  getAdminSecondFactorResetApproveMockHandler(),
  getAdminSecondFactorResetRejectMockHandler(),
  getAdminAdjustmentApproveMockHandler(),
  getAdminAdjustmentRejectMockHandler(),
];

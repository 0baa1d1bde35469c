import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { KycLevelStatus, WithdrawStatus } from '../../model';
import type {
  BankCardSummary,
  BankMethod,
  PaymentMethodsOk,
  WalletMethod,
  WithdrawHold,
  WithdrawInfoOk,
  WithdrawalOk,
  WithdrawalPageOk,
} from '../../model';

export const getWalletGetInfoResponseWithdrawHoldMock = (
  overrideResponse: Partial<WithdrawHold> = {},
): WithdrawHold => ({
  ...{
    until: faker.date.past().toISOString().slice(0, 19) + 'Z',
    reason: faker.helpers.arrayElement([
      'password_reset',
      'fund_password_changed',
      'second_factor_off',
      'second_factor_reset',
    ] as const),
  },
  ...overrideResponse,
});

export const getWalletGetInfoResponseBankCardSummaryMock = (
  overrideResponse: Partial<BankCardSummary> = {},
): BankCardSummary => ({
  ...{
    bank_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    card_number: faker.string.alpha({ length: { min: 10, max: 20 } }),
    cardholder: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getWalletGetInfoResponseMock = (
  overrideResponse: Partial<Extract<WithdrawInfoOk, object>> = {},
): WithdrawInfoOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    available: '1234.56780000',
    frozen: '1234.56780000',
    fee_rate: '1234.56780000',
    fee_fixed: '1234.56780000',
    minimum: '1234.56780000',
    today_count: faker.number.int({ min: 0, max: 2147483647 }),
    daily_limit: faker.number.int({ min: 1, max: 2147483647 }),
    arrival_hours: faker.number.int({ min: 1, max: 2147483647 }),
    kyc_status: faker.helpers.arrayElement(Object.values(KycLevelStatus)),
    fund_password_set: faker.datatype.boolean(),
    withdraw_hold: faker.helpers.arrayElement([
      { ...getWalletGetInfoResponseWithdrawHoldMock() },
      null,
    ]),
    addresses: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        network: faker.string.alpha({ length: { min: 10, max: 20 } }),
        address: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    bank_enabled: faker.datatype.boolean(),
    bank_card: faker.helpers.arrayElement([
      { ...getWalletGetInfoResponseBankCardSummaryMock() },
      null,
    ]),
  },
  ...overrideResponse,
});

export const getWalletOutResponseMock = (
  overrideResponse: Partial<Extract<WithdrawalOk, object>> = {},
): WithdrawalOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    method: faker.helpers.arrayElement(['chain', 'bank'] as const),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    network: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    destination: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive: '1234.56780000',
    remark: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    status: faker.helpers.arrayElement(Object.values(WithdrawStatus)),
    reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    payout_reference: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 128 } }),
      null,
    ]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    reviewed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getChargeMentionLog3ResponseMock = (
  overrideResponse: Partial<Extract<WithdrawalPageOk, object>> = {},
): WithdrawalPageOk => ({
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
          method: faker.helpers.arrayElement(['chain', 'bank'] as const),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          network: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          destination: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          fee: '1234.56780000',
          receive: '1234.56780000',
          remark: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          status: faker.helpers.arrayElement(Object.values(WithdrawStatus)),
          reason: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          payout_reference: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 128 } }),
            null,
          ]),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          reviewed_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getUserCashInfoResponseBankMethodMock = (
  overrideResponse: Partial<BankMethod> = {},
): BankMethod => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    real_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    card_number: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    branch: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_address: faker.string.alpha({ length: { min: 10, max: 20 } }),
    swift_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    cardholder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    iban: faker.string.alpha({ length: { min: 10, max: 20 } }),
    payee_address: faker.string.alpha({ length: { min: 10, max: 20 } }),
    postal_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getUserCashInfoResponseWalletMethodMock = (
  overrideResponse: Partial<WalletMethod> = {},
): WalletMethod => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    qr_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getUserCashInfoResponseMock = (
  overrideResponse: Partial<Extract<PaymentMethodsOk, object>> = {},
): PaymentMethodsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    bank: faker.helpers.arrayElement([{ ...getUserCashInfoResponseBankMethodMock() }, null]),
    alipay: faker.helpers.arrayElement([{ ...getUserCashInfoResponseWalletMethodMock() }, null]),
    wechat: faker.helpers.arrayElement([{ ...getUserCashInfoResponseWalletMethodMock() }, null]),
  },
  ...overrideResponse,
});

export const getUserCashSaveResponseBankMethodMock = (
  overrideResponse: Partial<BankMethod> = {},
): BankMethod => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    real_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    card_number: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    branch: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_address: faker.string.alpha({ length: { min: 10, max: 20 } }),
    swift_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    cardholder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    iban: faker.string.alpha({ length: { min: 10, max: 20 } }),
    payee_address: faker.string.alpha({ length: { min: 10, max: 20 } }),
    postal_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getUserCashSaveResponseWalletMethodMock = (
  overrideResponse: Partial<WalletMethod> = {},
): WalletMethod => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    qr_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getUserCashSaveResponseMock = (
  overrideResponse: Partial<Extract<PaymentMethodsOk, object>> = {},
): PaymentMethodsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    bank: faker.helpers.arrayElement([{ ...getUserCashSaveResponseBankMethodMock() }, null]),
    alipay: faker.helpers.arrayElement([{ ...getUserCashSaveResponseWalletMethodMock() }, null]),
    wechat: faker.helpers.arrayElement([{ ...getUserCashSaveResponseWalletMethodMock() }, null]),
  },
  ...overrideResponse,
});

export const getWalletGetInfoMockHandler = (
  overrideResponse?:
    | WithdrawInfoOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WithdrawInfoOk> | WithdrawInfoOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/get_info',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletGetInfoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletOutMockHandler = (
  overrideResponse?:
    | WithdrawalOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WithdrawalOk> | WithdrawalOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/out',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletOutResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getChargeMentionLog3MockHandler = (
  overrideResponse?:
    | WithdrawalPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<WithdrawalPageOk> | WithdrawalPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/charge_mention/log3',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getChargeMentionLog3ResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserCashInfoMockHandler = (
  overrideResponse?:
    | PaymentMethodsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PaymentMethodsOk> | PaymentMethodsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/cash_info',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserCashInfoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserCashSaveMockHandler = (
  overrideResponse?:
    | PaymentMethodsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PaymentMethodsOk> | PaymentMethodsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/cash_save',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserCashSaveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getWithdrawMock = () => [
  getWalletGetInfoMockHandler(),
  getWalletOutMockHandler(),
  getChargeMentionLog3MockHandler(),
  getUserCashInfoMockHandler(),
  getUserCashSaveMockHandler(),
];

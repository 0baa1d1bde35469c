import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { DepositMethod, DepositStatus, FiatMethod } from '../../model';
import type { DepositAddressOk, DepositChannelsOk, DepositOk, DepositPageOk } from '../../model';

export const getDepositChannelsResponseMock = (
  overrideResponse: Partial<Extract<DepositChannelsOk, object>> = {},
): DepositChannelsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        networks: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => faker.string.alpha({ length: { min: 10, max: 20 } })),
        min_amount: '1234.56780000',
        fee_rate: '1234.56780000',
      }),
    ),
    channels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        method: faker.helpers.arrayElement(Object.values(FiatMethod)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        min_amount: '1234.56780000',
        fee_rate: '1234.56780000',
        holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
        account: faker.string.alpha({ length: { min: 10, max: 20 } }),
        bank_name: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        branch: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        swift: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
      }),
    ),
  },
  ...overrideResponse,
});

export const getDepositDetailResponseMock = (
  overrideResponse: Partial<Extract<DepositOk, object>> = {},
): DepositOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    type: faker.helpers.arrayElement(Object.values(DepositMethod)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    network: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    address: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    amount: '1234.56780000',
    fee: '1234.56780000',
    actual: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(DepositStatus)),
    reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
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

export const getWalletGetInAddressResponseMock = (
  overrideResponse: Partial<Extract<DepositAddressOk, object>> = {},
): DepositAddressOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    network: faker.string.alpha({ length: { min: 10, max: 20 } }),
    address: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getWalletChargeReqResponseMock = (
  overrideResponse: Partial<Extract<DepositOk, object>> = {},
): DepositOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    type: faker.helpers.arrayElement(Object.values(DepositMethod)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    network: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    address: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    amount: '1234.56780000',
    fee: '1234.56780000',
    actual: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(DepositStatus)),
    reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
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

export const getChargeMentionLog2ResponseMock = (
  overrideResponse: Partial<Extract<DepositPageOk, object>> = {},
): DepositPageOk => ({
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
          type: faker.helpers.arrayElement(Object.values(DepositMethod)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          network: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          address: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          amount: '1234.56780000',
          fee: '1234.56780000',
          actual: '1234.56780000',
          status: faker.helpers.arrayElement(Object.values(DepositStatus)),
          reason: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
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

export const getDepositChannelsMockHandler = (
  overrideResponse?:
    | DepositChannelsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<DepositChannelsOk> | DepositChannelsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/deposit/channels',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getDepositChannelsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getDepositDetailMockHandler = (
  overrideResponse?:
    | DepositOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DepositOk> | DepositOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/deposit/detail',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getDepositDetailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletGetInAddressMockHandler = (
  overrideResponse?:
    | DepositAddressOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<DepositAddressOk> | DepositAddressOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/get_in_address',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletGetInAddressResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletChargeReqMockHandler = (
  overrideResponse?:
    | DepositOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DepositOk> | DepositOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/charge_req',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletChargeReqResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getChargeMentionLog2MockHandler = (
  overrideResponse?:
    | DepositPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<DepositPageOk> | DepositPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/charge_mention/log2',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getChargeMentionLog2ResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getDepositMock = () => [
  getDepositChannelsMockHandler(),
  getDepositDetailMockHandler(),
  getWalletGetInAddressMockHandler(),
  getWalletChargeReqMockHandler(),
  getChargeMentionLog2MockHandler(),
];

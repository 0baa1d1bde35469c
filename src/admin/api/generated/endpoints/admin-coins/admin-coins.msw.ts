import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { AssetAccountType } from '../../model';
import type { AdminCoinOk, AdminCoinsOk } from '../../model';

export const getAdminCoinsResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinsOk, object>> = {},
): AdminCoinsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        icon_url: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        is_base: faker.datatype.boolean(),
        listed: faker.datatype.boolean(),
        networks: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => ({ network: 'TRC20', enabled: faker.datatype.boolean() })),
        accounts: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => ({
          type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
          holders: faker.number.int({ min: 0, max: 2147483647 }),
          total: '1234.56780000',
        })),
        markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
          () => ({
            kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
            symbol: 'BTC/USDT',
            enabled: faker.datatype.boolean(),
          }),
        ),
        rules: {
          deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
          deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
          withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
          withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
          withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
          withdraw_bank: faker.helpers.arrayElement([
            faker.helpers.arrayElement(['on', 'off'] as const),
            null,
          ]),
        },
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminCoinCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinOk, object>> = {},
): AdminCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    icon_url: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    is_base: faker.datatype.boolean(),
    listed: faker.datatype.boolean(),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ network: 'TRC20', enabled: faker.datatype.boolean() }),
    ),
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        holders: faker.number.int({ min: 0, max: 2147483647 }),
        total: '1234.56780000',
      }),
    ),
    markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
        symbol: 'BTC/USDT',
        enabled: faker.datatype.boolean(),
      }),
    ),
    rules: {
      deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_bank: faker.helpers.arrayElement([
        faker.helpers.arrayElement(['on', 'off'] as const),
        null,
      ]),
    },
  },
  ...overrideResponse,
});

export const getAdminCoinRulesSetResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinOk, object>> = {},
): AdminCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    icon_url: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    is_base: faker.datatype.boolean(),
    listed: faker.datatype.boolean(),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ network: 'TRC20', enabled: faker.datatype.boolean() }),
    ),
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        holders: faker.number.int({ min: 0, max: 2147483647 }),
        total: '1234.56780000',
      }),
    ),
    markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
        symbol: 'BTC/USDT',
        enabled: faker.datatype.boolean(),
      }),
    ),
    rules: {
      deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_bank: faker.helpers.arrayElement([
        faker.helpers.arrayElement(['on', 'off'] as const),
        null,
      ]),
    },
  },
  ...overrideResponse,
});

export const getAdminCoinDelistResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinOk, object>> = {},
): AdminCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    icon_url: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    is_base: faker.datatype.boolean(),
    listed: faker.datatype.boolean(),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ network: 'TRC20', enabled: faker.datatype.boolean() }),
    ),
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        holders: faker.number.int({ min: 0, max: 2147483647 }),
        total: '1234.56780000',
      }),
    ),
    markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
        symbol: 'BTC/USDT',
        enabled: faker.datatype.boolean(),
      }),
    ),
    rules: {
      deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_bank: faker.helpers.arrayElement([
        faker.helpers.arrayElement(['on', 'off'] as const),
        null,
      ]),
    },
  },
  ...overrideResponse,
});

export const getAdminCoinRelistResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinOk, object>> = {},
): AdminCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    icon_url: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    is_base: faker.datatype.boolean(),
    listed: faker.datatype.boolean(),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ network: 'TRC20', enabled: faker.datatype.boolean() }),
    ),
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        holders: faker.number.int({ min: 0, max: 2147483647 }),
        total: '1234.56780000',
      }),
    ),
    markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
        symbol: 'BTC/USDT',
        enabled: faker.datatype.boolean(),
      }),
    ),
    rules: {
      deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_bank: faker.helpers.arrayElement([
        faker.helpers.arrayElement(['on', 'off'] as const),
        null,
      ]),
    },
  },
  ...overrideResponse,
});

export const getAdminCoinIconSetResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinOk, object>> = {},
): AdminCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    icon_url: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    is_base: faker.datatype.boolean(),
    listed: faker.datatype.boolean(),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ network: 'TRC20', enabled: faker.datatype.boolean() }),
    ),
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        holders: faker.number.int({ min: 0, max: 2147483647 }),
        total: '1234.56780000',
      }),
    ),
    markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
        symbol: 'BTC/USDT',
        enabled: faker.datatype.boolean(),
      }),
    ),
    rules: {
      deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_bank: faker.helpers.arrayElement([
        faker.helpers.arrayElement(['on', 'off'] as const),
        null,
      ]),
    },
  },
  ...overrideResponse,
});

export const getAdminCoinIconRemoveResponseMock = (
  overrideResponse: Partial<Extract<AdminCoinOk, object>> = {},
): AdminCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    icon_url: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    is_base: faker.datatype.boolean(),
    listed: faker.datatype.boolean(),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ network: 'TRC20', enabled: faker.datatype.boolean() }),
    ),
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        holders: faker.number.int({ min: 0, max: 2147483647 }),
        total: '1234.56780000',
      }),
    ),
    markets: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        kind: faker.helpers.arrayElement(['spot', 'options', 'lever'] as const),
        symbol: 'BTC/USDT',
        enabled: faker.datatype.boolean(),
      }),
    ),
    rules: {
      deposit_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      deposit_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_minimum: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_fee_fixed: faker.helpers.arrayElement(['1234.56780000', null]),
      withdraw_bank: faker.helpers.arrayElement([
        faker.helpers.arrayElement(['on', 'off'] as const),
        null,
      ]),
    },
  },
  ...overrideResponse,
});

export const getAdminCoinsMockHandler = (
  overrideResponse?:
    | AdminCoinsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminCoinsOk> | AdminCoinsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/coins',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCoinCreateMockHandler = (
  overrideResponse?:
    | AdminCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCoinOk> | AdminCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/coins',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCoinRulesSetMockHandler = (
  overrideResponse?:
    | AdminCoinOk
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<AdminCoinOk> | AdminCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/coins/:id/rules',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinRulesSetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCoinDelistMockHandler = (
  overrideResponse?:
    | AdminCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCoinOk> | AdminCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/coins/:id/delist',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinDelistResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCoinRelistMockHandler = (
  overrideResponse?:
    | AdminCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCoinOk> | AdminCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/coins/:id/relist',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinRelistResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCoinIconSetMockHandler = (
  overrideResponse?:
    | AdminCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCoinOk> | AdminCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/coins/:id/icon',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinIconSetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCoinIconRemoveMockHandler = (
  overrideResponse?:
    | AdminCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCoinOk> | AdminCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/coins/:id/icon/remove',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCoinIconRemoveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminCoinsMock = () => [
  getAdminCoinsMockHandler(),
  getAdminCoinCreateMockHandler(),
  getAdminCoinRulesSetMockHandler(),
  getAdminCoinDelistMockHandler(),
  getAdminCoinRelistMockHandler(),
  getAdminCoinIconSetMockHandler(),
  getAdminCoinIconRemoveMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { SpotPairState } from '../../model';
import type { AdminSpotPairOk, AdminSpotPairsOk } from '../../model';

export const getAdminSpotPairsResponseMock = (
  overrideResponse: Partial<Extract<AdminSpotPairsOk, object>> = {},
): AdminSpotPairsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: 'BTC/USDT',
        base_id: faker.number.int({ min: 1, max: 2147483647 }),
        base: faker.string.alpha({ length: { min: 10, max: 20 } }),
        base_decimals: faker.number.int({ min: 0, max: 18 }),
        quote_id: faker.number.int({ min: 1, max: 2147483647 }),
        quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
        quote_decimals: faker.number.int({ min: 0, max: 18 }),
        coins_listed: faker.datatype.boolean(),
        price_decimals: faker.number.int({ min: 0, max: 18 }),
        quantity_decimals: faker.number.int({ min: 0, max: 18 }),
        fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
        effective_fee_rate: '1234.56780000',
        min_quantity: '1234.56780000',
        min_amount: '1234.56780000',
        sort: faker.number.int({ min: -1000000, max: 1000000 }),
        state: faker.helpers.arrayElement(Object.values(SpotPairState)),
        open_orders: faker.number.int({ min: 0, max: 2147483647 }),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminSpotPairCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminSpotPairOk, object>> = {},
): AdminSpotPairOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: 'BTC/USDT',
    base_id: faker.number.int({ min: 1, max: 2147483647 }),
    base: faker.string.alpha({ length: { min: 10, max: 20 } }),
    base_decimals: faker.number.int({ min: 0, max: 18 }),
    quote_id: faker.number.int({ min: 1, max: 2147483647 }),
    quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
    quote_decimals: faker.number.int({ min: 0, max: 18 }),
    coins_listed: faker.datatype.boolean(),
    price_decimals: faker.number.int({ min: 0, max: 18 }),
    quantity_decimals: faker.number.int({ min: 0, max: 18 }),
    fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    effective_fee_rate: '1234.56780000',
    min_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(SpotPairState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminSpotPairUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminSpotPairOk, object>> = {},
): AdminSpotPairOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: 'BTC/USDT',
    base_id: faker.number.int({ min: 1, max: 2147483647 }),
    base: faker.string.alpha({ length: { min: 10, max: 20 } }),
    base_decimals: faker.number.int({ min: 0, max: 18 }),
    quote_id: faker.number.int({ min: 1, max: 2147483647 }),
    quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
    quote_decimals: faker.number.int({ min: 0, max: 18 }),
    coins_listed: faker.datatype.boolean(),
    price_decimals: faker.number.int({ min: 0, max: 18 }),
    quantity_decimals: faker.number.int({ min: 0, max: 18 }),
    fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    effective_fee_rate: '1234.56780000',
    min_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(SpotPairState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminSpotPairStateResponseMock = (
  overrideResponse: Partial<Extract<AdminSpotPairOk, object>> = {},
): AdminSpotPairOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: 'BTC/USDT',
    base_id: faker.number.int({ min: 1, max: 2147483647 }),
    base: faker.string.alpha({ length: { min: 10, max: 20 } }),
    base_decimals: faker.number.int({ min: 0, max: 18 }),
    quote_id: faker.number.int({ min: 1, max: 2147483647 }),
    quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
    quote_decimals: faker.number.int({ min: 0, max: 18 }),
    coins_listed: faker.datatype.boolean(),
    price_decimals: faker.number.int({ min: 0, max: 18 }),
    quantity_decimals: faker.number.int({ min: 0, max: 18 }),
    fee_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    effective_fee_rate: '1234.56780000',
    min_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(SpotPairState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminSpotPairsMockHandler = (
  overrideResponse?:
    | AdminSpotPairsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminSpotPairsOk> | AdminSpotPairsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/markets/spot',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSpotPairsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSpotPairCreateMockHandler = (
  overrideResponse?:
    | AdminSpotPairOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminSpotPairOk> | AdminSpotPairOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/markets/spot',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSpotPairCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSpotPairUpdateMockHandler = (
  overrideResponse?:
    | AdminSpotPairOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminSpotPairOk> | AdminSpotPairOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/markets/spot/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSpotPairUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSpotPairStateMockHandler = (
  overrideResponse?:
    | AdminSpotPairOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminSpotPairOk> | AdminSpotPairOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/markets/spot/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSpotPairStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminMarketsMock = () => [
  getAdminSpotPairsMockHandler(),
  getAdminSpotPairCreateMockHandler(),
  getAdminSpotPairUpdateMockHandler(),
  getAdminSpotPairStateMockHandler(),
];

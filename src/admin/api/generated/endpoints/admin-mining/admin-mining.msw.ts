import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { HashrateUnit, MiningState } from '../../model';
import type {
  AdminMinerModelOk,
  AdminMinerModelsOk,
  AdminPledgeProductOk,
  AdminPledgeProductsOk,
} from '../../model';

export const getAdminMinerModelsResponseMock = (
  overrideResponse: Partial<Extract<AdminMinerModelsOk, object>> = {},
): AdminMinerModelsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        hashrate: '1234.56780000',
        hashrate_unit: faker.helpers.arrayElement(Object.values(HashrateUnit)),
        coin_id: faker.number.int({ min: 1, max: 2147483647 }),
        coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
        coin_listed: faker.datatype.boolean(),
        decimals: faker.number.int({ min: 0, max: 18 }),
        price: '1234.56780000',
        seat_price: '1234.56780000',
        seats: faker.number.int({ min: 1, max: 2147483647 }),
        daily_yield: '1234.56780000',
        seat_daily_yield: '1234.56780000',
        prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
        run_days: faker.number.int({ min: 1, max: 2147483647 }),
        offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        offer_ended: faker.datatype.boolean(),
        sort: faker.number.int({ min: -1000000, max: 1000000 }),
        state: faker.helpers.arrayElement(Object.values(MiningState)),
        running_miners: faker.number.int({ min: 0, max: 2147483647 }),
        running_machines: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminMinerModelCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminMinerModelOk, object>> = {},
): AdminMinerModelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.helpers.arrayElement(Object.values(HashrateUnit)),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    offer_ended: faker.datatype.boolean(),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    running_miners: faker.number.int({ min: 0, max: 2147483647 }),
    running_machines: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminMinerModelResponseMock = (
  overrideResponse: Partial<Extract<AdminMinerModelOk, object>> = {},
): AdminMinerModelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.helpers.arrayElement(Object.values(HashrateUnit)),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    offer_ended: faker.datatype.boolean(),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    running_miners: faker.number.int({ min: 0, max: 2147483647 }),
    running_machines: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminMinerModelUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminMinerModelOk, object>> = {},
): AdminMinerModelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.helpers.arrayElement(Object.values(HashrateUnit)),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    offer_ended: faker.datatype.boolean(),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    running_miners: faker.number.int({ min: 0, max: 2147483647 }),
    running_machines: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminMinerModelStateResponseMock = (
  overrideResponse: Partial<Extract<AdminMinerModelOk, object>> = {},
): AdminMinerModelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.helpers.arrayElement(Object.values(HashrateUnit)),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    offer_ended: faker.datatype.boolean(),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    running_miners: faker.number.int({ min: 0, max: 2147483647 }),
    running_machines: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminPledgeProductsResponseMock = (
  overrideResponse: Partial<Extract<AdminPledgeProductsOk, object>> = {},
): AdminPledgeProductsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        coin_listed: faker.datatype.boolean(),
        decimals: faker.number.int({ min: 0, max: 18 }),
        days: faker.number.int({ min: 1, max: 2147483647 }),
        daily_rate: '1234.56780000',
        total_rate: '1234.56780000',
        min_amount: '1234.56780000',
        max_amount: '1234.56780000',
        sort: faker.number.int({ min: -1000000, max: 1000000 }),
        state: faker.helpers.arrayElement(Object.values(MiningState)),
        active_pledges: faker.number.int({ min: 0, max: 2147483647 }),
        staked: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminPledgeProductCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminPledgeProductOk, object>> = {},
): AdminPledgeProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    days: faker.number.int({ min: 1, max: 2147483647 }),
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    active_pledges: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminPledgeProductResponseMock = (
  overrideResponse: Partial<Extract<AdminPledgeProductOk, object>> = {},
): AdminPledgeProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    days: faker.number.int({ min: 1, max: 2147483647 }),
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    active_pledges: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminPledgeProductUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminPledgeProductOk, object>> = {},
): AdminPledgeProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    days: faker.number.int({ min: 1, max: 2147483647 }),
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    active_pledges: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminPledgeProductStateResponseMock = (
  overrideResponse: Partial<Extract<AdminPledgeProductOk, object>> = {},
): AdminPledgeProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_listed: faker.datatype.boolean(),
    decimals: faker.number.int({ min: 0, max: 18 }),
    days: faker.number.int({ min: 1, max: 2147483647 }),
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(MiningState)),
    active_pledges: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminMinerModelsMockHandler = (
  overrideResponse?:
    | AdminMinerModelsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminMinerModelsOk> | AdminMinerModelsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/miners',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminMinerModelsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminMinerModelCreateMockHandler = (
  overrideResponse?:
    | AdminMinerModelOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminMinerModelOk> | AdminMinerModelOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/miners',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminMinerModelCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminMinerModelMockHandler = (
  overrideResponse?:
    | AdminMinerModelOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminMinerModelOk> | AdminMinerModelOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/miners/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminMinerModelResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminMinerModelUpdateMockHandler = (
  overrideResponse?:
    | AdminMinerModelOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminMinerModelOk> | AdminMinerModelOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/miners/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminMinerModelUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminMinerModelStateMockHandler = (
  overrideResponse?:
    | AdminMinerModelOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminMinerModelOk> | AdminMinerModelOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/miners/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminMinerModelStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPledgeProductsMockHandler = (
  overrideResponse?:
    | AdminPledgeProductsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminPledgeProductsOk> | AdminPledgeProductsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/pledge',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPledgeProductsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPledgeProductCreateMockHandler = (
  overrideResponse?:
    | AdminPledgeProductOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminPledgeProductOk> | AdminPledgeProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/pledge',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPledgeProductCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPledgeProductMockHandler = (
  overrideResponse?:
    | AdminPledgeProductOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminPledgeProductOk> | AdminPledgeProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/pledge/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPledgeProductResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPledgeProductUpdateMockHandler = (
  overrideResponse?:
    | AdminPledgeProductOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminPledgeProductOk> | AdminPledgeProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/pledge/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPledgeProductUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPledgeProductStateMockHandler = (
  overrideResponse?:
    | AdminPledgeProductOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminPledgeProductOk> | AdminPledgeProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/pledge/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPledgeProductStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminMiningMock = () => [
  getAdminMinerModelsMockHandler(),
  getAdminMinerModelCreateMockHandler(),
  getAdminMinerModelMockHandler(),
  getAdminMinerModelUpdateMockHandler(),
  getAdminMinerModelStateMockHandler(),
  getAdminPledgeProductsMockHandler(),
  getAdminPledgeProductCreateMockHandler(),
  getAdminPledgeProductMockHandler(),
  getAdminPledgeProductUpdateMockHandler(),
  getAdminPledgeProductStateMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { DerivativeState, StakeCoinState } from '../../model';
import type {
  AdminLeverMarketOk,
  AdminLeverMarketsOk,
  AdminOptionDurationOk,
  AdminOptionDurationsOk,
  AdminOptionStakeCoinOk,
  AdminOptionStakeCoinsOk,
} from '../../model';

export const getAdminOptionDurationsResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionDurationsOk, object>> = {},
): AdminOptionDurationsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        seconds: faker.number.int({ min: 1, max: 2147483647 }),
        payout_ratio: '1234.56780000',
        min_amount: '1234.56780000',
        flat_band: '1234.56780000',
        state: faker.helpers.arrayElement(Object.values(DerivativeState)),
        open_orders: faker.number.int({ min: 0, max: 2147483647 }),
        staked: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminOptionDurationCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionDurationOk, object>> = {},
): AdminOptionDurationOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    seconds: faker.number.int({ min: 1, max: 2147483647 }),
    payout_ratio: '1234.56780000',
    min_amount: '1234.56780000',
    flat_band: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionDurationResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionDurationOk, object>> = {},
): AdminOptionDurationOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    seconds: faker.number.int({ min: 1, max: 2147483647 }),
    payout_ratio: '1234.56780000',
    min_amount: '1234.56780000',
    flat_band: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionDurationUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionDurationOk, object>> = {},
): AdminOptionDurationOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    seconds: faker.number.int({ min: 1, max: 2147483647 }),
    payout_ratio: '1234.56780000',
    min_amount: '1234.56780000',
    flat_band: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionDurationStateResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionDurationOk, object>> = {},
): AdminOptionDurationOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    seconds: faker.number.int({ min: 1, max: 2147483647 }),
    payout_ratio: '1234.56780000',
    min_amount: '1234.56780000',
    flat_band: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionStakeCoinsResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionStakeCoinsOk, object>> = {},
): AdminOptionStakeCoinsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        coin_listed: faker.datatype.boolean(),
        min_amount: '1234.56780000',
        state: faker.helpers.arrayElement(Object.values(StakeCoinState)),
        open_orders: faker.number.int({ min: 0, max: 2147483647 }),
        staked: '1234.56780000',
      }),
    ),
    addable: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminOptionStakeCoinCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionStakeCoinOk, object>> = {},
): AdminOptionStakeCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    min_amount: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(StakeCoinState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionStakeCoinUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionStakeCoinOk, object>> = {},
): AdminOptionStakeCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    min_amount: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(StakeCoinState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionStakeCoinStateResponseMock = (
  overrideResponse: Partial<Extract<AdminOptionStakeCoinOk, object>> = {},
): AdminOptionStakeCoinOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    min_amount: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(StakeCoinState)),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    staked: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminLeverMarketsResponseMock = (
  overrideResponse: Partial<Extract<AdminLeverMarketsOk, object>> = {},
): AdminLeverMarketsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        symbol: 'BTC/USDT',
        decimals: faker.number.int({ min: 0, max: 18 }),
        coin_listed: faker.datatype.boolean(),
        priced: faker.datatype.boolean(),
        lot_size: '1234.56780000',
        fee_rate: '1234.56780000',
        maintenance_rate: '1234.56780000',
        multiples: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => faker.number.int({ min: 1, max: 2147483647 })),
        state: faker.helpers.arrayElement(Object.values(DerivativeState)),
        open_positions: faker.number.int({ min: 0, max: 2147483647 }),
        margin_held: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminLeverMarketCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminLeverMarketOk, object>> = {},
): AdminLeverMarketOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    symbol: 'BTC/USDT',
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    priced: faker.datatype.boolean(),
    lot_size: '1234.56780000',
    fee_rate: '1234.56780000',
    maintenance_rate: '1234.56780000',
    multiples: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => faker.number.int({ min: 1, max: 2147483647 }),
    ),
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_positions: faker.number.int({ min: 0, max: 2147483647 }),
    margin_held: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminLeverMarketResponseMock = (
  overrideResponse: Partial<Extract<AdminLeverMarketOk, object>> = {},
): AdminLeverMarketOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    symbol: 'BTC/USDT',
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    priced: faker.datatype.boolean(),
    lot_size: '1234.56780000',
    fee_rate: '1234.56780000',
    maintenance_rate: '1234.56780000',
    multiples: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => faker.number.int({ min: 1, max: 2147483647 }),
    ),
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_positions: faker.number.int({ min: 0, max: 2147483647 }),
    margin_held: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminLeverMarketUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminLeverMarketOk, object>> = {},
): AdminLeverMarketOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    symbol: 'BTC/USDT',
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    priced: faker.datatype.boolean(),
    lot_size: '1234.56780000',
    fee_rate: '1234.56780000',
    maintenance_rate: '1234.56780000',
    multiples: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => faker.number.int({ min: 1, max: 2147483647 }),
    ),
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_positions: faker.number.int({ min: 0, max: 2147483647 }),
    margin_held: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminLeverMarketStateResponseMock = (
  overrideResponse: Partial<Extract<AdminLeverMarketOk, object>> = {},
): AdminLeverMarketOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    symbol: 'BTC/USDT',
    decimals: faker.number.int({ min: 0, max: 18 }),
    coin_listed: faker.datatype.boolean(),
    priced: faker.datatype.boolean(),
    lot_size: '1234.56780000',
    fee_rate: '1234.56780000',
    maintenance_rate: '1234.56780000',
    multiples: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => faker.number.int({ min: 1, max: 2147483647 }),
    ),
    state: faker.helpers.arrayElement(Object.values(DerivativeState)),
    open_positions: faker.number.int({ min: 0, max: 2147483647 }),
    margin_held: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminOptionDurationsMockHandler = (
  overrideResponse?:
    | AdminOptionDurationsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminOptionDurationsOk> | AdminOptionDurationsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/options',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionDurationsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionDurationCreateMockHandler = (
  overrideResponse?:
    | AdminOptionDurationOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOptionDurationOk> | AdminOptionDurationOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/options',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionDurationCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionDurationMockHandler = (
  overrideResponse?:
    | AdminOptionDurationOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminOptionDurationOk> | AdminOptionDurationOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/options/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionDurationResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionDurationUpdateMockHandler = (
  overrideResponse?:
    | AdminOptionDurationOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminOptionDurationOk> | AdminOptionDurationOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/options/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionDurationUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionDurationStateMockHandler = (
  overrideResponse?:
    | AdminOptionDurationOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOptionDurationOk> | AdminOptionDurationOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/options/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionDurationStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionStakeCoinsMockHandler = (
  overrideResponse?:
    | AdminOptionStakeCoinsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminOptionStakeCoinsOk> | AdminOptionStakeCoinsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/option_stake_coins',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionStakeCoinsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionStakeCoinCreateMockHandler = (
  overrideResponse?:
    | AdminOptionStakeCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOptionStakeCoinOk> | AdminOptionStakeCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/option_stake_coins',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionStakeCoinCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionStakeCoinUpdateMockHandler = (
  overrideResponse?:
    | AdminOptionStakeCoinOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminOptionStakeCoinOk> | AdminOptionStakeCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/option_stake_coins/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionStakeCoinUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOptionStakeCoinStateMockHandler = (
  overrideResponse?:
    | AdminOptionStakeCoinOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOptionStakeCoinOk> | AdminOptionStakeCoinOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/option_stake_coins/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOptionStakeCoinStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminLeverMarketsMockHandler = (
  overrideResponse?:
    | AdminLeverMarketsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminLeverMarketsOk> | AdminLeverMarketsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/lever',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminLeverMarketsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminLeverMarketCreateMockHandler = (
  overrideResponse?:
    | AdminLeverMarketOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminLeverMarketOk> | AdminLeverMarketOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/lever',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminLeverMarketCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminLeverMarketMockHandler = (
  overrideResponse?:
    | AdminLeverMarketOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminLeverMarketOk> | AdminLeverMarketOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/lever/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminLeverMarketResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminLeverMarketUpdateMockHandler = (
  overrideResponse?:
    | AdminLeverMarketOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminLeverMarketOk> | AdminLeverMarketOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/lever/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminLeverMarketUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminLeverMarketStateMockHandler = (
  overrideResponse?:
    | AdminLeverMarketOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminLeverMarketOk> | AdminLeverMarketOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/lever/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminLeverMarketStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminDerivativesMock = () => [
  getAdminOptionDurationsMockHandler(),
  getAdminOptionDurationCreateMockHandler(),
  getAdminOptionDurationMockHandler(),
  getAdminOptionDurationUpdateMockHandler(),
  getAdminOptionDurationStateMockHandler(),
  getAdminOptionStakeCoinsMockHandler(),
  getAdminOptionStakeCoinCreateMockHandler(),
  getAdminOptionStakeCoinUpdateMockHandler(),
  getAdminOptionStakeCoinStateMockHandler(),
  getAdminLeverMarketsMockHandler(),
  getAdminLeverMarketCreateMockHandler(),
  getAdminLeverMarketMockHandler(),
  getAdminLeverMarketUpdateMockHandler(),
  getAdminLeverMarketStateMockHandler(),
];

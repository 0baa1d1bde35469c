import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { AdminProductState, ProductFamily } from '../../model';
import type { AdminTrustProductOk, AdminTrustProductsOk } from '../../model';

export const getAdminTrustProductsResponseMock = (
  overrideResponse: Partial<Extract<AdminTrustProductsOk, object>> = {},
): AdminTrustProductsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        family: faker.helpers.arrayElement(Object.values(ProductFamily)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        period_days: faker.number.int({ min: 1, max: 2147483647 }),
        min_amount: '1234.56780000',
        daily_rate: '1234.56780000',
        total_rate: '1234.56780000',
        payout_time: faker.string.alpha({ length: { min: 10, max: 20 } }),
        settlement_ratio: '1234.56780000',
        state: faker.helpers.arrayElement(Object.values(AdminProductState)),
        opens_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        sort: faker.number.int({ min: -1000000, max: 1000000 }),
        open_orders: faker.number.int({ min: 0, max: 2147483647 }),
        held_amount: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminTrustProductCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminTrustProductOk, object>> = {},
): AdminTrustProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    family: faker.helpers.arrayElement(Object.values(ProductFamily)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    min_amount: '1234.56780000',
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    payout_time: faker.string.alpha({ length: { min: 10, max: 20 } }),
    settlement_ratio: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(AdminProductState)),
    opens_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminTrustProductResponseMock = (
  overrideResponse: Partial<Extract<AdminTrustProductOk, object>> = {},
): AdminTrustProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    family: faker.helpers.arrayElement(Object.values(ProductFamily)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    min_amount: '1234.56780000',
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    payout_time: faker.string.alpha({ length: { min: 10, max: 20 } }),
    settlement_ratio: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(AdminProductState)),
    opens_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminTrustProductUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminTrustProductOk, object>> = {},
): AdminTrustProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    family: faker.helpers.arrayElement(Object.values(ProductFamily)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    min_amount: '1234.56780000',
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    payout_time: faker.string.alpha({ length: { min: 10, max: 20 } }),
    settlement_ratio: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(AdminProductState)),
    opens_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminTrustProductStateResponseMock = (
  overrideResponse: Partial<Extract<AdminTrustProductOk, object>> = {},
): AdminTrustProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    family: faker.helpers.arrayElement(Object.values(ProductFamily)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    min_amount: '1234.56780000',
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    payout_time: faker.string.alpha({ length: { min: 10, max: 20 } }),
    settlement_ratio: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(AdminProductState)),
    opens_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminTrustProductsMockHandler = (
  overrideResponse?:
    | AdminTrustProductsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminTrustProductsOk> | AdminTrustProductsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/trust',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminTrustProductsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminTrustProductCreateMockHandler = (
  overrideResponse?:
    | AdminTrustProductOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminTrustProductOk> | AdminTrustProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/trust',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminTrustProductCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminTrustProductMockHandler = (
  overrideResponse?:
    | AdminTrustProductOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminTrustProductOk> | AdminTrustProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/trust/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminTrustProductResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminTrustProductUpdateMockHandler = (
  overrideResponse?:
    | AdminTrustProductOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminTrustProductOk> | AdminTrustProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/trust/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminTrustProductUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminTrustProductStateMockHandler = (
  overrideResponse?:
    | AdminTrustProductOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminTrustProductOk> | AdminTrustProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/trust/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminTrustProductStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminProductsMock = () => [
  getAdminTrustProductsMockHandler(),
  getAdminTrustProductCreateMockHandler(),
  getAdminTrustProductMockHandler(),
  getAdminTrustProductUpdateMockHandler(),
  getAdminTrustProductStateMockHandler(),
];

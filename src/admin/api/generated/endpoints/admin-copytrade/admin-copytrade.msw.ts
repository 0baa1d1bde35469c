import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { CopyDirection, CopyTraderState } from '../../model';
import type { AdminCopyFollowsOk, AdminCopyTraderOk, AdminCopyTradersOk } from '../../model';

export const getAdminCopyTradersResponseMock = (
  overrideResponse: Partial<Extract<AdminCopyTradersOk, object>> = {},
): AdminCopyTradersOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        bio: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        currency_listed: faker.datatype.boolean(),
        direction: faker.helpers.arrayElement(Object.values(CopyDirection)),
        period_days: faker.number.int({ min: 1, max: 2147483647 }),
        pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        pay_decimals: faker.number.int({ min: 0, max: 18 }),
        min_amount: '1234.56780000',
        commission_rate: '1234.56780000',
        sort: faker.number.int({ min: -1000000, max: 1000000 }),
        state: faker.helpers.arrayElement(Object.values(CopyTraderState)),
        open_follows: faker.number.int({ min: 0, max: 2147483647 }),
        ended_follows: faker.number.int({ min: 0, max: 2147483647 }),
        held_amount: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminCopyTraderCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminCopyTraderOk, object>> = {},
): AdminCopyTraderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency_listed: faker.datatype.boolean(),
    direction: faker.helpers.arrayElement(Object.values(CopyDirection)),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pay_decimals: faker.number.int({ min: 0, max: 18 }),
    min_amount: '1234.56780000',
    commission_rate: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(CopyTraderState)),
    open_follows: faker.number.int({ min: 0, max: 2147483647 }),
    ended_follows: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminCopyTraderResponseMock = (
  overrideResponse: Partial<Extract<AdminCopyTraderOk, object>> = {},
): AdminCopyTraderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency_listed: faker.datatype.boolean(),
    direction: faker.helpers.arrayElement(Object.values(CopyDirection)),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pay_decimals: faker.number.int({ min: 0, max: 18 }),
    min_amount: '1234.56780000',
    commission_rate: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(CopyTraderState)),
    open_follows: faker.number.int({ min: 0, max: 2147483647 }),
    ended_follows: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminCopyTraderUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminCopyTraderOk, object>> = {},
): AdminCopyTraderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency_listed: faker.datatype.boolean(),
    direction: faker.helpers.arrayElement(Object.values(CopyDirection)),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pay_decimals: faker.number.int({ min: 0, max: 18 }),
    min_amount: '1234.56780000',
    commission_rate: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(CopyTraderState)),
    open_follows: faker.number.int({ min: 0, max: 2147483647 }),
    ended_follows: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminCopyTraderStateResponseMock = (
  overrideResponse: Partial<Extract<AdminCopyTraderOk, object>> = {},
): AdminCopyTraderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency_listed: faker.datatype.boolean(),
    direction: faker.helpers.arrayElement(Object.values(CopyDirection)),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pay_decimals: faker.number.int({ min: 0, max: 18 }),
    min_amount: '1234.56780000',
    commission_rate: '1234.56780000',
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(CopyTraderState)),
    open_follows: faker.number.int({ min: 0, max: 2147483647 }),
    ended_follows: faker.number.int({ min: 0, max: 2147483647 }),
    held_amount: '1234.56780000',
  },
  ...overrideResponse,
});

export const getAdminCopyTraderFollowsResponseMock = (
  overrideResponse: Partial<Extract<AdminCopyFollowsOk, object>> = {},
): AdminCopyFollowsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        user_id: faker.number.int({ min: 1, max: 2147483647 }),
        status: faker.helpers.arrayElement(['in_progress', 'ended'] as const),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        direction: faker.helpers.arrayElement(Object.values(CopyDirection)),
        period_days: faker.number.int({ min: 1, max: 2147483647 }),
        commission_rate: '1234.56780000',
        amount: '1234.56780000',
        opened_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        closes_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        open_price: '1234.56780000',
        close_price: faker.helpers.arrayElement(['1234.56780000', null]),
        return_rate: faker.helpers.arrayElement(['1234.56780000', null]),
        profit: faker.helpers.arrayElement(['1234.56780000', null]),
        commission: faker.helpers.arrayElement(['1234.56780000', null]),
        payout: faker.helpers.arrayElement(['1234.56780000', null]),
        closed_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
      }),
    ),
    total: faker.number.int({ min: 0, max: 2147483647 }),
    page: faker.number.int({ min: 1, max: 100000 }),
    limit: faker.number.int({ min: 1, max: 100 }),
    open_follows: faker.number.int({ min: 0, max: 2147483647 }),
    ended_follows: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminCopyTradersMockHandler = (
  overrideResponse?:
    | AdminCopyTradersOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminCopyTradersOk> | AdminCopyTradersOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/copy/traders',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCopyTradersResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCopyTraderCreateMockHandler = (
  overrideResponse?:
    | AdminCopyTraderOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCopyTraderOk> | AdminCopyTraderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/copy/traders',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCopyTraderCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCopyTraderMockHandler = (
  overrideResponse?:
    | AdminCopyTraderOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminCopyTraderOk> | AdminCopyTraderOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/copy/traders/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCopyTraderResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCopyTraderUpdateMockHandler = (
  overrideResponse?:
    | AdminCopyTraderOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminCopyTraderOk> | AdminCopyTraderOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/copy/traders/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCopyTraderUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCopyTraderStateMockHandler = (
  overrideResponse?:
    | AdminCopyTraderOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminCopyTraderOk> | AdminCopyTraderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/copy/traders/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCopyTraderStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminCopyTraderFollowsMockHandler = (
  overrideResponse?:
    | AdminCopyFollowsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminCopyFollowsOk> | AdminCopyFollowsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/copy/traders/:id/follows',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminCopyTraderFollowsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminCopytradeMock = () => [
  getAdminCopyTradersMockHandler(),
  getAdminCopyTraderCreateMockHandler(),
  getAdminCopyTraderMockHandler(),
  getAdminCopyTraderUpdateMockHandler(),
  getAdminCopyTraderStateMockHandler(),
  getAdminCopyTraderFollowsMockHandler(),
];

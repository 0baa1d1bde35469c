import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Family, FollowStatus, OrderTab, ProductState } from '../../model';
import type {
  FollowOrderOk,
  FollowOrderPageOk,
  OrderOk,
  OrderPageOk,
  ProductConfigOk,
  ProductOk,
  ReportOk,
  TraderListOk,
  TraderOk,
} from '../../model';

export const getLhDepositConfigResponseMock = (
  overrideResponse: Partial<Extract<ProductConfigOk, object>> = {},
): ProductConfigOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    family: faker.helpers.arrayElement(Object.values(Family)),
    max_expected_30d_rate: '1234.56780000',
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        family: faker.helpers.arrayElement(Object.values(Family)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        period_days: faker.number.int({ min: 1, max: 2147483647 }),
        min_amount: '1234.56780000',
        daily_rate: '1234.56780000',
        total_rate: '1234.56780000',
        payout_time: faker.helpers.fromRegExp('^\\d{2}:\\d{2}$'),
        settlement_ratio: '1234.56780000',
        redemption_penalty_rule: faker.helpers.arrayElement([
          'settlement_ratio_per_remaining_day',
          'one_and_a_half_daily_interest',
        ] as const),
        state: faker.helpers.arrayElement(Object.values(ProductState)),
        opens_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        expected_30d_rate: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getLhDepositProductInfoResponseMock = (
  overrideResponse: Partial<Extract<ProductOk, object>> = {},
): ProductOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      id: faker.number.int({ min: 1, max: 2147483647 }),
      family: faker.helpers.arrayElement(Object.values(Family)),
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      decimals: faker.number.int({ min: 0, max: 18 }),
      period_days: faker.number.int({ min: 1, max: 2147483647 }),
      min_amount: '1234.56780000',
      daily_rate: '1234.56780000',
      total_rate: '1234.56780000',
      payout_time: faker.helpers.fromRegExp('^\\d{2}:\\d{2}$'),
      settlement_ratio: '1234.56780000',
      redemption_penalty_rule: faker.helpers.arrayElement([
        'settlement_ratio_per_remaining_day',
        'one_and_a_half_daily_interest',
      ] as const),
      state: faker.helpers.arrayElement(Object.values(ProductState)),
      opens_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      expected_30d_rate: '1234.56780000',
    },
    ...{ available: '1234.56780000' },
  },
  ...overrideResponse,
});

export const getLhDepositResponseMock = (
  overrideResponse: Partial<Extract<OrderOk, object>> = {},
): OrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    product_id: faker.number.int({ min: 1, max: 2147483647 }),
    family: faker.helpers.arrayElement(Object.values(Family)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    daily_rate: '1234.56780000',
    daily_income: '1234.56780000',
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    remaining_days: faker.number.int({ min: 0, max: 2147483647 }),
    penalty: '1234.56780000',
    refund: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(OrderTab)),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    start_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    end_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    closed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    income: '1234.56780000',
  },
  ...overrideResponse,
});

export const getLhDepositOrderResponseMock = (
  overrideResponse: Partial<Extract<OrderPageOk, object>> = {},
): OrderPageOk => ({
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
          product_id: faker.number.int({ min: 1, max: 2147483647 }),
          family: faker.helpers.arrayElement(Object.values(Family)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          daily_rate: '1234.56780000',
          daily_income: '1234.56780000',
          period_days: faker.number.int({ min: 1, max: 2147483647 }),
          remaining_days: faker.number.int({ min: 0, max: 2147483647 }),
          penalty: '1234.56780000',
          refund: '1234.56780000',
          status: faker.helpers.arrayElement(Object.values(OrderTab)),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          start_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          end_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          closed_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          income: '1234.56780000',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getLhDepositOrderCancelResponseMock = (
  overrideResponse: Partial<Extract<OrderOk, object>> = {},
): OrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    product_id: faker.number.int({ min: 1, max: 2147483647 }),
    family: faker.helpers.arrayElement(Object.values(Family)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    daily_rate: '1234.56780000',
    daily_income: '1234.56780000',
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    remaining_days: faker.number.int({ min: 0, max: 2147483647 }),
    penalty: '1234.56780000',
    refund: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(OrderTab)),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    start_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    end_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    closed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    income: '1234.56780000',
  },
  ...overrideResponse,
});

export const getLhDepositReportResponseMock = (
  overrideResponse: Partial<Extract<ReportOk, object>> = {},
): ReportOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    family: faker.helpers.arrayElement(Object.values(Family)),
    hosted_usdt: '1234.56780000',
    today_income_usdt: '1234.56780000',
    total_income_usdt: '1234.56780000',
    coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        hosted: '1234.56780000',
        today_income: '1234.56780000',
        total_income: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getLhSendConfigResponseMock = (
  overrideResponse: Partial<Extract<TraderListOk, object>> = {},
): TraderListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    direction: faker.helpers.arrayElement(['long', 'short'] as const),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_amount: '1234.56780000',
    commission_rate: '1234.56780000',
    return_30d: '1234.56780000',
    followers: faker.number.int({ min: 0, max: 2147483647 }),
    bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
  })),
  ...overrideResponse,
});

export const getLhSendProductInfoResponseMock = (
  overrideResponse: Partial<Extract<TraderOk, object>> = {},
): TraderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      id: faker.number.int({ min: 1, max: 2147483647 }),
      name: faker.string.alpha({ length: { min: 10, max: 20 } }),
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      direction: faker.helpers.arrayElement(['long', 'short'] as const),
      period_days: faker.number.int({ min: 1, max: 2147483647 }),
      pay_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      min_amount: '1234.56780000',
      commission_rate: '1234.56780000',
      return_30d: '1234.56780000',
      followers: faker.number.int({ min: 0, max: 2147483647 }),
      bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    },
    ...{ available: '1234.56780000' },
  },
  ...overrideResponse,
});

export const getLhSendOrderResponseMock = (
  overrideResponse: Partial<Extract<FollowOrderOk, object>> = {},
): FollowOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    trader_id: faker.number.int({ min: 1, max: 2147483647 }),
    trader_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    direction: faker.helpers.arrayElement(['long', 'short'] as const),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(FollowStatus)),
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
  },
  ...overrideResponse,
});

export const getLhSendOrderListResponseMock = (
  overrideResponse: Partial<Extract<FollowOrderPageOk, object>> = {},
): FollowOrderPageOk => ({
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
          trader_id: faker.number.int({ min: 1, max: 2147483647 }),
          trader_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          direction: faker.helpers.arrayElement(['long', 'short'] as const),
          pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          status: faker.helpers.arrayElement(Object.values(FollowStatus)),
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
    },
  },
  ...overrideResponse,
});

export const getLhSendGetRecommendResponseMock = (
  overrideResponse: Partial<Extract<TraderListOk, object>> = {},
): TraderListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    direction: faker.helpers.arrayElement(['long', 'short'] as const),
    period_days: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_amount: '1234.56780000',
    commission_rate: '1234.56780000',
    return_30d: '1234.56780000',
    followers: faker.number.int({ min: 0, max: 2147483647 }),
    bio: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
  })),
  ...overrideResponse,
});

export const getLhDepositConfigMockHandler = (
  overrideResponse?:
    | ProductConfigOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ProductConfigOk> | ProductConfigOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/deposit/config',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhDepositConfigResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhDepositProductInfoMockHandler = (
  overrideResponse?:
    | ProductOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ProductOk> | ProductOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/deposit/product_info',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhDepositProductInfoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhDepositMockHandler = (
  overrideResponse?:
    | OrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderOk> | OrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lh/deposit',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhDepositResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhDepositOrderMockHandler = (
  overrideResponse?:
    | OrderPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OrderPageOk> | OrderPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/deposit/order',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhDepositOrderResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhDepositOrderCancelMockHandler = (
  overrideResponse?:
    | OrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderOk> | OrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lh/deposit/order/cancel',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhDepositOrderCancelResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhDepositReportMockHandler = (
  overrideResponse?:
    | ReportOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ReportOk> | ReportOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/deposit/report',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhDepositReportResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhSendConfigMockHandler = (
  overrideResponse?:
    | TraderListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<TraderListOk> | TraderListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/send/config',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhSendConfigResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhSendProductInfoMockHandler = (
  overrideResponse?:
    | TraderOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TraderOk> | TraderOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/send/product_info',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhSendProductInfoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhSendOrderMockHandler = (
  overrideResponse?:
    | FollowOrderOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<FollowOrderOk> | FollowOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lh/send/order',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhSendOrderResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhSendOrderListMockHandler = (
  overrideResponse?:
    | FollowOrderPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<FollowOrderPageOk> | FollowOrderPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/send/order_list',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhSendOrderListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLhSendGetRecommendMockHandler = (
  overrideResponse?:
    | TraderListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<TraderListOk> | TraderListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/lh/send/get_recommend',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLhSendGetRecommendResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getTrustMock = () => [
  getLhDepositConfigMockHandler(),
  getLhDepositProductInfoMockHandler(),
  getLhDepositMockHandler(),
  getLhDepositOrderMockHandler(),
  getLhDepositOrderCancelMockHandler(),
  getLhDepositReportMockHandler(),
  getLhSendConfigMockHandler(),
  getLhSendProductInfoMockHandler(),
  getLhSendOrderMockHandler(),
  getLhSendOrderListMockHandler(),
  getLhSendGetRecommendMockHandler(),
];

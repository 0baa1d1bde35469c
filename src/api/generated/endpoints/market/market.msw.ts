import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { OrderSide, OrderStatus, OrderType, Period } from '../../model';
import type { DealsOk, HoldingsOk, KlineOk, QuotationOk, SpotOrderPageOk } from '../../model';

export const getCurrencyQuotationNewResponseMock = (
  overrideResponse: Partial<Extract<QuotationOk, object>> = {},
): QuotationOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    groups: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
        quote_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        pairs: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
          () => ({
            pair_id: faker.number.int({ min: 1, max: 2147483647 }),
            symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
            base: faker.string.alpha({ length: { min: 10, max: 20 } }),
            quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
            base_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
            quote_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
            price: '1234.56780000',
            open: '1234.56780000',
            change: '1234.56780000',
            high: '1234.56780000',
            low: '1234.56780000',
            volume: '1234.56780000',
            price_decimals: faker.number.int({ min: 0, max: 18 }),
            quantity_decimals: faker.number.int({ min: 0, max: 18 }),
          }),
        ),
      }),
    ),
  },
  ...overrideResponse,
});

export const getCurrencyNewTimesharResponseMock = (
  overrideResponse: Partial<Extract<KlineOk, object>> = {},
): KlineOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    pair_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    period: faker.helpers.arrayElement(Object.values(Period)),
    candles: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        time: faker.number.int({ min: 0, max: 9007199254740991 }),
        open: '1234.56780000',
        high: '1234.56780000',
        low: '1234.56780000',
        close: '1234.56780000',
        volume: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getCurrencyDealResponseMock = (
  overrideResponse: Partial<Extract<DealsOk, object>> = {},
): DealsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    pair_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        time: faker.number.int({ min: 0, max: 9007199254740991 }),
        price: '1234.56780000',
        quantity: '1234.56780000',
        side: faker.helpers.arrayElement(['buy', 'sell'] as const),
      }),
    ),
  },
  ...overrideResponse,
});

export const getCurrencyUserCurrencyListResponseMock = (
  overrideResponse: Partial<Extract<HoldingsOk, object>> = {},
): HoldingsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    available: '1234.56780000',
    frozen: '1234.56780000',
    usdt_price: '1234.56780000',
    usdt_value: '1234.56780000',
    pair_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
    symbol: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    change: faker.helpers.arrayElement(['1234.56780000', null]),
  })),
  ...overrideResponse,
});

export const getCoinListResponseMock = (
  overrideResponse: Partial<Extract<SpotOrderPageOk, object>> = {},
): SpotOrderPageOk => ({
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
          pair_id: faker.number.int({ min: 1, max: 2147483647 }),
          symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
          side: faker.helpers.arrayElement(Object.values(OrderSide)),
          type: faker.helpers.arrayElement(Object.values(OrderType)),
          price: faker.helpers.arrayElement(['1234.56780000', null]),
          quantity: '1234.56780000',
          status: faker.helpers.arrayElement(Object.values(OrderStatus)),
          frozen_amount: '1234.56780000',
          fill_price: faker.helpers.arrayElement(['1234.56780000', null]),
          amount: faker.helpers.arrayElement(['1234.56780000', null]),
          fee: faker.helpers.arrayElement(['1234.56780000', null]),
          fee_currency: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          tick_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          tick_price: faker.helpers.arrayElement(['1234.56780000', null]),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          finished_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getCurrencyQuotationNewMockHandler = (
  overrideResponse?:
    | QuotationOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuotationOk> | QuotationOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/currency/quotation_new',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCurrencyQuotationNewResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCurrencyNewTimesharMockHandler = (
  overrideResponse?:
    KlineOk | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KlineOk> | KlineOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/currency/new_timeshar',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCurrencyNewTimesharResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCurrencyDealMockHandler = (
  overrideResponse?:
    DealsOk | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DealsOk> | DealsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/currency/deal',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCurrencyDealResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCurrencyUserCurrencyListMockHandler = (
  overrideResponse?:
    | HoldingsOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<HoldingsOk> | HoldingsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/currency/user_currency_list',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCurrencyUserCurrencyListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCoinListMockHandler = (
  overrideResponse?:
    | SpotOrderPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<SpotOrderPageOk> | SpotOrderPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/coin/list',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCoinListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getMarketMock = () => [
  getCurrencyQuotationNewMockHandler(),
  getCurrencyNewTimesharMockHandler(),
  getCurrencyDealMockHandler(),
  getCurrencyUserCurrencyListMockHandler(),
  getCoinListMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { OptionDirection, OptionResult, OptionStatus } from '../../model';
import type {
  OptionOrderOk,
  OptionOrderPageOk,
  OptionPairsOk,
  OptionPayableOk,
  OptionSecondsOk,
} from '../../model';

export const getMicrotradeSecondsResponseMock = (
  overrideResponse: Partial<Extract<OptionSecondsOk, object>> = {},
): OptionSecondsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    seconds: faker.number.int({ min: 1, max: 2147483647 }),
    payout_ratio: '1234.56780000',
    min_amount: '1234.56780000',
    flat_band: '1234.56780000',
  })),
  ...overrideResponse,
});

export const getMicrotradePayableCurrenciesResponseMock = (
  overrideResponse: Partial<Extract<OptionPayableOk, object>> = {},
): OptionPayableOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    min_amount: '1234.56780000',
    available: '1234.56780000',
  })),
  ...overrideResponse,
});

export const getMicrotradePairsResponseMock = (
  overrideResponse: Partial<Extract<OptionPairsOk, object>> = {},
): OptionPairsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: 'BTC/USDT',
    price: '1234.56780000',
    price_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    flat_band: '1234.56780000',
  })),
  ...overrideResponse,
});

export const getMicrotradeSubmitResponseMock = (
  overrideResponse: Partial<Extract<OptionOrderOk, object>> = {},
): OptionOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pair_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    direction: faker.helpers.arrayElement(Object.values(OptionDirection)),
    seconds: faker.number.int({ min: 1, max: 2147483647 }),
    payout_ratio: '1234.56780000',
    quantity: '1234.56780000',
    open_price: '1234.56780000',
    current_price: '1234.56780000',
    delivery_price: faker.helpers.arrayElement(['1234.56780000', null]),
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    status: faker.helpers.arrayElement(Object.values(OptionStatus)),
    result: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OptionResult)),
      null,
    ]),
    profit: faker.helpers.arrayElement(['1234.56780000', null]),
    payout: faker.helpers.arrayElement(['1234.56780000', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    deliver_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    settled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getMicrotradeListsResponseMock = (
  overrideResponse: Partial<Extract<OptionOrderPageOk, object>> = {},
): OptionOrderPageOk => ({
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
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          pair_id: faker.number.int({ min: 1, max: 2147483647 }),
          symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
          direction: faker.helpers.arrayElement(Object.values(OptionDirection)),
          seconds: faker.number.int({ min: 1, max: 2147483647 }),
          payout_ratio: '1234.56780000',
          quantity: '1234.56780000',
          open_price: '1234.56780000',
          current_price: '1234.56780000',
          delivery_price: faker.helpers.arrayElement(['1234.56780000', null]),
          tick_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          status: faker.helpers.arrayElement(Object.values(OptionStatus)),
          result: faker.helpers.arrayElement([
            faker.helpers.arrayElement(Object.values(OptionResult)),
            null,
          ]),
          profit: faker.helpers.arrayElement(['1234.56780000', null]),
          payout: faker.helpers.arrayElement(['1234.56780000', null]),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          deliver_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          settled_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getMicrotradeSecondsMockHandler = (
  overrideResponse?:
    | OptionSecondsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OptionSecondsOk> | OptionSecondsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/microtrade/seconds',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMicrotradeSecondsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMicrotradePayableCurrenciesMockHandler = (
  overrideResponse?:
    | OptionPayableOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OptionPayableOk> | OptionPayableOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/microtrade/payable_currencies',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMicrotradePayableCurrenciesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMicrotradePairsMockHandler = (
  overrideResponse?:
    | OptionPairsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OptionPairsOk> | OptionPairsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/microtrade/pairs',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMicrotradePairsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMicrotradeSubmitMockHandler = (
  overrideResponse?:
    | OptionOrderOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<OptionOrderOk> | OptionOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/microtrade/submit',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMicrotradeSubmitResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMicrotradeListsMockHandler = (
  overrideResponse?:
    | OptionOrderPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OptionOrderPageOk> | OptionOrderPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/microtrade/lists',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMicrotradeListsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getOptionsMock = () => [
  getMicrotradeSecondsMockHandler(),
  getMicrotradePayableCurrenciesMockHandler(),
  getMicrotradePairsMockHandler(),
  getMicrotradeSubmitMockHandler(),
  getMicrotradeListsMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { OrderSide, OrderStatus, OrderType } from '../../model';
import type { SpotOrderOk } from '../../model';

export const getCoinTradeResponseMock = (
  overrideResponse: Partial<Extract<SpotOrderOk, object>> = {},
): SpotOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
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
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    tick_price: faker.helpers.arrayElement(['1234.56780000', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    finished_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getCoinTradeAmendResponseMock = (
  overrideResponse: Partial<Extract<SpotOrderOk, object>> = {},
): SpotOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
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
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    tick_price: faker.helpers.arrayElement(['1234.56780000', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    finished_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getCoinCancelResponseMock = (
  overrideResponse: Partial<Extract<SpotOrderOk, object>> = {},
): SpotOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
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
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    tick_price: faker.helpers.arrayElement(['1234.56780000', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    finished_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getCoinTradeMockHandler = (
  overrideResponse?:
    | SpotOrderOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<SpotOrderOk> | SpotOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/coin/trade',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCoinTradeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCoinTradeAmendMockHandler = (
  overrideResponse?:
    | SpotOrderOk
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<SpotOrderOk> | SpotOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/coin/trade',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCoinTradeAmendResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCoinCancelMockHandler = (
  overrideResponse?:
    | SpotOrderOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<SpotOrderOk> | SpotOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/coin/cancel',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCoinCancelResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getSpotMock = () => [
  getCoinTradeMockHandler(),
  getCoinTradeAmendMockHandler(),
  getCoinCancelMockHandler(),
];

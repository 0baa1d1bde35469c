import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { LeverCloseReason, LeverSide, LeverStatus } from '../../model';
import type { LeverDealOk, LeverPositionOk, LeverPositionPageOk } from '../../model';

export const getLeverDealResponseMock = (
  overrideResponse: Partial<Extract<LeverDealOk, object>> = {},
): LeverDealOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    price_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    multiples: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => faker.number.int({ min: 1, max: 2147483647 }),
    ),
    lot_size: '1234.56780000',
    fee_rate: '1234.56780000',
    maintenance_rate: '1234.56780000',
    balance: '1234.56780000',
    pairs: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({ currency_id: faker.number.int({ min: 1, max: 2147483647 }), symbol: 'BTC/USDT' }),
    ),
  },
  ...overrideResponse,
});

export const getLeverSubmitResponseMock = (
  overrideResponse: Partial<Extract<LeverPositionOk, object>> = {},
): LeverPositionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    side: faker.helpers.arrayElement(Object.values(LeverSide)),
    lots: faker.number.int({ min: 1, max: 2147483647 }),
    lot_size: '1234.56780000',
    multiple: faker.number.int({ min: 1, max: 2147483647 }),
    open_price: '1234.56780000',
    current_price: '1234.56780000',
    margin: '1234.56780000',
    fee: '1234.56780000',
    stop_profit: '1234.56780000',
    stop_loss: '1234.56780000',
    liquidation_price: '1234.56780000',
    profit: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(LeverStatus)),
    close_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(LeverCloseReason)),
      null,
    ]),
    close_price: faker.helpers.arrayElement(['1234.56780000', null]),
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    closed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getLeverMyTradeResponseMock = (
  overrideResponse: Partial<Extract<LeverPositionPageOk, object>> = {},
): LeverPositionPageOk => ({
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
          symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
          side: faker.helpers.arrayElement(Object.values(LeverSide)),
          lots: faker.number.int({ min: 1, max: 2147483647 }),
          lot_size: '1234.56780000',
          multiple: faker.number.int({ min: 1, max: 2147483647 }),
          open_price: '1234.56780000',
          current_price: '1234.56780000',
          margin: '1234.56780000',
          fee: '1234.56780000',
          stop_profit: '1234.56780000',
          stop_loss: '1234.56780000',
          liquidation_price: '1234.56780000',
          profit: '1234.56780000',
          status: faker.helpers.arrayElement(Object.values(LeverStatus)),
          close_reason: faker.helpers.arrayElement([
            faker.helpers.arrayElement(Object.values(LeverCloseReason)),
            null,
          ]),
          close_price: faker.helpers.arrayElement(['1234.56780000', null]),
          tick_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
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

export const getLeverCloseResponseMock = (
  overrideResponse: Partial<Extract<LeverPositionOk, object>> = {},
): LeverPositionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    side: faker.helpers.arrayElement(Object.values(LeverSide)),
    lots: faker.number.int({ min: 1, max: 2147483647 }),
    lot_size: '1234.56780000',
    multiple: faker.number.int({ min: 1, max: 2147483647 }),
    open_price: '1234.56780000',
    current_price: '1234.56780000',
    margin: '1234.56780000',
    fee: '1234.56780000',
    stop_profit: '1234.56780000',
    stop_loss: '1234.56780000',
    liquidation_price: '1234.56780000',
    profit: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(LeverStatus)),
    close_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(LeverCloseReason)),
      null,
    ]),
    close_price: faker.helpers.arrayElement(['1234.56780000', null]),
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    closed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getLeverSetstopResponseMock = (
  overrideResponse: Partial<Extract<LeverPositionOk, object>> = {},
): LeverPositionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    side: faker.helpers.arrayElement(Object.values(LeverSide)),
    lots: faker.number.int({ min: 1, max: 2147483647 }),
    lot_size: '1234.56780000',
    multiple: faker.number.int({ min: 1, max: 2147483647 }),
    open_price: '1234.56780000',
    current_price: '1234.56780000',
    margin: '1234.56780000',
    fee: '1234.56780000',
    stop_profit: '1234.56780000',
    stop_loss: '1234.56780000',
    liquidation_price: '1234.56780000',
    profit: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(LeverStatus)),
    close_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(LeverCloseReason)),
      null,
    ]),
    close_price: faker.helpers.arrayElement(['1234.56780000', null]),
    tick_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    closed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getLeverDealMockHandler = (
  overrideResponse?:
    | LeverDealOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<LeverDealOk> | LeverDealOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lever/deal',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLeverDealResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLeverSubmitMockHandler = (
  overrideResponse?:
    | LeverPositionOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<LeverPositionOk> | LeverPositionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lever/submit',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLeverSubmitResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLeverMyTradeMockHandler = (
  overrideResponse?:
    | LeverPositionPageOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<LeverPositionPageOk> | LeverPositionPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lever/my_trade',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLeverMyTradeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLeverCloseMockHandler = (
  overrideResponse?:
    | LeverPositionOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<LeverPositionOk> | LeverPositionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lever/close',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLeverCloseResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLeverSetstopMockHandler = (
  overrideResponse?:
    | LeverPositionOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<LeverPositionOk> | LeverPositionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/lever/setstop',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLeverSetstopResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getLeverMock = () => [
  getLeverDealMockHandler(),
  getLeverSubmitMockHandler(),
  getLeverMyTradeMockHandler(),
  getLeverCloseMockHandler(),
  getLeverSetstopMockHandler(),
];

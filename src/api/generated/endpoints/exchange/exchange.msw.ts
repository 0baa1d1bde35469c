import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type {
  FlashCoinsOk,
  FlashExchangeOk,
  FlashExchangePageOk,
  FlashQuoteOk,
  GiftOk,
  GiftPageOk,
} from '../../model';

export const getWalletFlashCoinsResponseMock = (
  overrideResponse: Partial<Extract<FlashCoinsOk, object>> = {},
): FlashCoinsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    usdt_price: '1234.56780000',
    available: '1234.56780000',
  })),
  ...overrideResponse,
});

export const getWalletFlashQuoteResponseMock = (
  overrideResponse: Partial<Extract<FlashQuoteOk, object>> = {},
): FlashQuoteOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    to_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    to_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    price: '1234.56780000',
    fee_rate: '1234.56780000',
    fee: '1234.56780000',
    receive: '1234.56780000',
    quoted_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getWalletFlashAgainstResponseMock = (
  overrideResponse: Partial<Extract<FlashExchangeOk, object>> = {},
): FlashExchangeOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    to_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    to_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    price: '1234.56780000',
    fee: '1234.56780000',
    receive: '1234.56780000',
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getWalletFlashAgainstListResponseMock = (
  overrideResponse: Partial<Extract<FlashExchangePageOk, object>> = {},
): FlashExchangePageOk => ({
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
          to_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          to_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          price: '1234.56780000',
          fee: '1234.56780000',
          receive: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getRemittanceRemittanceResponseMock = (
  overrideResponse: Partial<Extract<GiftOk, object>> = {},
): GiftOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    counterparty: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getRemittanceRemittanceListResponseMock = (
  overrideResponse: Partial<Extract<GiftPageOk, object>> = {},
): GiftPageOk => ({
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
          amount: '1234.56780000',
          counterparty: faker.string.alpha({ length: { min: 10, max: 20 } }),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getRemittanceRemittanceRecordResponseMock = (
  overrideResponse: Partial<Extract<GiftPageOk, object>> = {},
): GiftPageOk => ({
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
          amount: '1234.56780000',
          counterparty: faker.string.alpha({ length: { min: 10, max: 20 } }),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getWalletFlashCoinsMockHandler = (
  overrideResponse?:
    | FlashCoinsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<FlashCoinsOk> | FlashCoinsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/wallet/flashCoins',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletFlashCoinsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletFlashQuoteMockHandler = (
  overrideResponse?:
    | FlashQuoteOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<FlashQuoteOk> | FlashQuoteOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/flashQuote',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletFlashQuoteResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletFlashAgainstMockHandler = (
  overrideResponse?:
    | FlashExchangeOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<FlashExchangeOk> | FlashExchangeOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/flashAgainst',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletFlashAgainstResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletFlashAgainstListMockHandler = (
  overrideResponse?:
    | FlashExchangePageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<FlashExchangePageOk> | FlashExchangePageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/wallet/flashAgainstList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletFlashAgainstListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getRemittanceRemittanceMockHandler = (
  overrideResponse?:
    GiftOk | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GiftOk> | GiftOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/remittance/remittance',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getRemittanceRemittanceResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getRemittanceRemittanceListMockHandler = (
  overrideResponse?:
    | GiftPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GiftPageOk> | GiftPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/remittance/remittanceList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getRemittanceRemittanceListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getRemittanceRemittanceRecordMockHandler = (
  overrideResponse?:
    | GiftPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GiftPageOk> | GiftPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/remittance/remittanceRecord',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getRemittanceRemittanceRecordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getExchangeMock = () => [
  getWalletFlashCoinsMockHandler(),
  getWalletFlashQuoteMockHandler(),
  getWalletFlashAgainstMockHandler(),
  getWalletFlashAgainstListMockHandler(),
  getRemittanceRemittanceMockHandler(),
  getRemittanceRemittanceListMockHandler(),
  getRemittanceRemittanceRecordMockHandler(),
];

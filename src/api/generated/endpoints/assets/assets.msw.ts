import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { AssetAccountType } from '../../model';
import type {
  AccountTransferOk,
  AccountTransferPageOk,
  CoinCatalogOk,
  JournalPageOk,
  WalletDetailOk,
  WalletListOk,
} from '../../model';

export const getWalletListResponseMock = (
  overrideResponse: Partial<Extract<WalletListOk, object>> = {},
): WalletListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    total_usdt: '1234.56780000',
    accounts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        usdt_value: '1234.56780000',
        balances: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => ({
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
          name: faker.string.alpha({ length: { min: 10, max: 20 } }),
          decimals: faker.number.int({ min: 0, max: 18 }),
          icon_url: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          total: '1234.56780000',
          available: '1234.56780000',
          frozen: '1234.56780000',
          usdt_price: faker.helpers.arrayElement([null, '1234.56780000']),
          usdt_value: faker.helpers.arrayElement([null, '1234.56780000']),
        })),
      }),
    ),
  },
  ...overrideResponse,
});

export const getWalletDetailResponseMock = (
  overrideResponse: Partial<Extract<WalletDetailOk, object>> = {},
): WalletDetailOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
    balance: {
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
      name: faker.string.alpha({ length: { min: 10, max: 20 } }),
      decimals: faker.number.int({ min: 0, max: 18 }),
      icon_url: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        null,
      ]),
      total: '1234.56780000',
      available: '1234.56780000',
      frozen: '1234.56780000',
      usdt_price: faker.helpers.arrayElement([null, '1234.56780000']),
      usdt_value: faker.helpers.arrayElement([null, '1234.56780000']),
    },
    journal: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.string.alpha({ length: { min: 10, max: 20 } }),
        kind: faker.string.alpha({ length: { min: 10, max: 20 } }),
        type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        amount: '1234.56780000',
        balance: '1234.56780000',
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      }),
    ),
  },
  ...overrideResponse,
});

export const getWalletLegalLogResponseMock = (
  overrideResponse: Partial<Extract<JournalPageOk, object>> = {},
): JournalPageOk => ({
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
          id: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kind: faker.string.alpha({ length: { min: 10, max: 20 } }),
          type: faker.helpers.arrayElement(Object.values(AssetAccountType)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
          decimals: faker.number.int({ min: 0, max: 18 }),
          amount: '1234.56780000',
          balance: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getWalletChangeResponseMock = (
  overrideResponse: Partial<Extract<AccountTransferOk, object>> = {},
): AccountTransferOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    from: faker.helpers.arrayElement(Object.values(AssetAccountType)),
    to: faker.helpers.arrayElement(Object.values(AssetAccountType)),
    amount: '1234.56780000',
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getWalletHzhistoryResponseMock = (
  overrideResponse: Partial<Extract<AccountTransferPageOk, object>> = {},
): AccountTransferPageOk => ({
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
          decimals: faker.number.int({ min: 0, max: 18 }),
          from: faker.helpers.arrayElement(Object.values(AssetAccountType)),
          to: faker.helpers.arrayElement(Object.values(AssetAccountType)),
          amount: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getCoinIconResponseMock = (): Blob =>
  faker.helpers.arrayElement([
    new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]),
    new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]),
    new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]),
  ]);

export const getCoinCatalogResponseMock = (
  overrideResponse: Partial<Extract<CoinCatalogOk, object>> = {},
): CoinCatalogOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        listed: faker.datatype.boolean(),
        icon_url: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
      }),
    ),
  },
  ...overrideResponse,
});

export const getWalletListMockHandler = (
  overrideResponse?:
    | WalletListOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WalletListOk> | WalletListOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/list',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletDetailMockHandler = (
  overrideResponse?:
    | WalletDetailOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WalletDetailOk> | WalletDetailOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/detail',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletDetailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletLegalLogMockHandler = (
  overrideResponse?:
    | JournalPageOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<JournalPageOk> | JournalPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/legal_log',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletLegalLogResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletChangeMockHandler = (
  overrideResponse?:
    | AccountTransferOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AccountTransferOk> | AccountTransferOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/change',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletChangeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletHzhistoryMockHandler = (
  overrideResponse?:
    | AccountTransferPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AccountTransferPageOk> | AccountTransferPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/wallet/hzhistory',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletHzhistoryResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCoinIconMockHandler = (
  overrideResponse?:
    Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/coins/:id/icon',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCoinIconResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'image/jpeg' },
      });
    },
    options,
  );
};

export const getCoinCatalogMockHandler = (
  overrideResponse?:
    | CoinCatalogOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<CoinCatalogOk> | CoinCatalogOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/coins',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCoinCatalogResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAssetsMock = () => [
  getWalletListMockHandler(),
  getWalletDetailMockHandler(),
  getWalletLegalLogMockHandler(),
  getWalletChangeMockHandler(),
  getWalletHzhistoryMockHandler(),
  getCoinIconMockHandler(),
  getCoinCatalogMockHandler(),
];

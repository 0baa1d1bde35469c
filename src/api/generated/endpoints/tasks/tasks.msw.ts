import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Lang, NewsKind } from '../../model';
import type { DownloadInfoOk, SearchResultOk } from '../../model';

export const getTaskSearchResponseMock = (
  overrideResponse: Partial<Extract<SearchResultOk, object>> = {},
): SearchResultOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    keyword: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    pairs: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: 'BTC/USDT',
        base: faker.string.alpha({ length: { min: 10, max: 20 } }),
        quote: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    articles: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        kind: faker.helpers.arrayElement(Object.values(NewsKind)),
        category_id: faker.number.int({ min: 1, max: 2147483647 }),
        category: faker.string.alpha({ length: { min: 10, max: 20 } }),
        title: faker.string.alpha({ length: { min: 10, max: 20 } }),
        summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
        published_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        lang: faker.helpers.arrayElement(Object.values(Lang)),
        fallback: faker.datatype.boolean(),
        pinned: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getTaskDownloadResponseMock = (
  overrideResponse: Partial<Extract<DownloadInfoOk, object>> = {},
): DownloadInfoOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    version: '3.1.5',
    version_code: faker.number.int({ min: 1, max: 2147483647 }),
    links: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        platform: faker.helpers.arrayElement(['android', 'ios'] as const),
        url: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        available: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getTaskSearchMockHandler = (
  overrideResponse?:
    | SearchResultOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<SearchResultOk> | SearchResultOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/task/search',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getTaskSearchResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getTaskDownloadMockHandler = (
  overrideResponse?:
    | DownloadInfoOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<DownloadInfoOk> | DownloadInfoOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/task/download',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getTaskDownloadResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getTasksMock = () => [getTaskSearchMockHandler(), getTaskDownloadMockHandler()];

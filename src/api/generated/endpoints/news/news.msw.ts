import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Lang, NewsKind } from '../../model';
import type { NewsArticleOk, NewsPageOk } from '../../model';

export const getNewsListResponseMock = (
  overrideResponse: Partial<Extract<NewsPageOk, object>> = {},
): NewsPageOk => ({
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
      categories: Array.from(
        { length: faker.number.int({ min: 1, max: 10 }) },
        (_, i) => i + 1,
      ).map(() => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        kind: faker.helpers.arrayElement(Object.values(NewsKind)),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        article_count: faker.number.int({ min: 0, max: 2147483647 }),
      })),
    },
  },
  ...overrideResponse,
});

export const getNewsDetailResponseMock = (
  overrideResponse: Partial<Extract<NewsArticleOk, object>> = {},
): NewsArticleOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
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
    },
    ...{
      paragraphs: Array.from(
        { length: faker.number.int({ min: 1, max: 10 }) },
        (_, i) => i + 1,
      ).map(() => faker.string.alpha({ length: { min: 10, max: 20 } })),
      html: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
  },
  ...overrideResponse,
});

export const getNewsListMockHandler = (
  overrideResponse?:
    | NewsPageOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<NewsPageOk> | NewsPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/news/list',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNewsListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getNewsDetailMockHandler = (
  overrideResponse?:
    | NewsArticleOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<NewsArticleOk> | NewsArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/news/detail',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNewsDetailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getNewsMock = () => [getNewsListMockHandler(), getNewsDetailMockHandler()];

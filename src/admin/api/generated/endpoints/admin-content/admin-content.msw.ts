import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { ArticleStatus, NewsKind, TranslationStatus } from '../../model';
import type { ArticleCategoriesOk, ArticleOk, ArticlesPageOk, BroadcastOk } from '../../model';

export const getAdminNotificationBroadcastResponseMock = (
  overrideResponse: Partial<Extract<BroadcastOk, object>> = {},
): BroadcastOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    audience: faker.helpers.arrayElement(['all', 'user'] as const),
    user_id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 2147483647 }), null]),
    link: faker.string.alpha({ length: { min: 10, max: 300 } }),
    recipients: faker.number.int({ min: 0, max: 2147483647 }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getAdminArticlesResponseMock = (
  overrideResponse: Partial<Extract<ArticlesPageOk, object>> = {},
): ArticlesPageOk => ({
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
          status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
          published_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          pinned: faker.datatype.boolean(),
          on_home: faker.datatype.boolean(),
          on_banner: faker.datatype.boolean(),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          translation_status: {
            en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
            zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
            hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
            jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
            kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
            esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
            th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          },
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminArticleCreateResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleCategoriesResponseMock = (
  overrideResponse: Partial<Extract<ArticleCategoriesOk, object>> = {},
): ArticleCategoriesOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    kind: faker.helpers.arrayElement(Object.values(NewsKind)),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
  })),
  ...overrideResponse,
});

export const getAdminArticleResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleUpdateResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticlePublishResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleScheduleResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleUnpublishResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticlePinResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleUnpinResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleBannerResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminArticleUnbannerResponseMock = (
  overrideResponse: Partial<Extract<ArticleOk, object>> = {},
): ArticleOk => ({
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
      status: faker.helpers.arrayElement(Object.values(ArticleStatus)),
      published_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      pinned: faker.datatype.boolean(),
      on_home: faker.datatype.boolean(),
      on_banner: faker.datatype.boolean(),
      updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translation_status: {
        en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      },
    },
    ...{
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      translations: {
        en: {
          title: faker.string.alpha({ length: { min: 10, max: 20 } }),
          summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
          body: faker.string.alpha({ length: { min: 10, max: 20 } }),
          html: faker.string.alpha({ length: { min: 10, max: 20 } }),
          updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          updated_by: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        },
        zh: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        hk: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        jp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        kr: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        esp: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
        th: faker.helpers.arrayElement([
          {
            title: faker.string.alpha({ length: { min: 10, max: 20 } }),
            summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
            body: faker.string.alpha({ length: { min: 10, max: 20 } }),
            html: faker.string.alpha({ length: { min: 10, max: 20 } }),
            updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
            updated_by: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          },
          undefined,
        ]),
      },
    },
  },
  ...overrideResponse,
});

export const getAdminNotificationBroadcastMockHandler = (
  overrideResponse?:
    | BroadcastOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<BroadcastOk> | BroadcastOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/notifications/broadcast',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminNotificationBroadcastResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticlesMockHandler = (
  overrideResponse?:
    | ArticlesPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ArticlesPageOk> | ArticlesPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/articles',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticlesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleCreateMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleCategoriesMockHandler = (
  overrideResponse?:
    | ArticleCategoriesOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ArticleCategoriesOk> | ArticleCategoriesOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/articles/categories',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleCategoriesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/articles/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleUpdateMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticlePublishMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/publish',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticlePublishResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleScheduleMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/schedule',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleScheduleResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleUnpublishMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/unpublish',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleUnpublishResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticlePinMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/pin',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticlePinResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleUnpinMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/unpin',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleUnpinResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleBannerMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/banner',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleBannerResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminArticleUnbannerMockHandler = (
  overrideResponse?:
    | ArticleOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ArticleOk> | ArticleOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/articles/:id/unbanner',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminArticleUnbannerResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminContentMock = () => [
  getAdminNotificationBroadcastMockHandler(),
  getAdminArticlesMockHandler(),
  getAdminArticleCreateMockHandler(),
  getAdminArticleCategoriesMockHandler(),
  getAdminArticleMockHandler(),
  getAdminArticleUpdateMockHandler(),
  getAdminArticlePublishMockHandler(),
  getAdminArticleScheduleMockHandler(),
  getAdminArticleUnpublishMockHandler(),
  getAdminArticlePinMockHandler(),
  getAdminArticleUnpinMockHandler(),
  getAdminArticleBannerMockHandler(),
  getAdminArticleUnbannerMockHandler(),
];

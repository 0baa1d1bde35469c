import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { ProjectOperatorState, ProjectStatus, TranslationStatus } from '../../model';
import type { AdminProjectOk, AdminProjectsOk } from '../../model';

export const getAdminProjectsResponseMock = (
  overrideResponse: Partial<Extract<AdminProjectsOk, object>> = {},
): AdminProjectsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        listed: faker.datatype.boolean(),
        intro: {
          en: faker.string.alpha({ length: { min: 10, max: 20 } }),
          zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
          hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
          jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
          esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
          th: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        translations: {
          en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
          th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
        },
        issue_price: '1234.56780000',
        payment_coins: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => ({
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          listed: faker.datatype.boolean(),
        })),
        starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        lock_days: faker.number.int({ min: 0, max: 2147483647 }),
        supply: '1234.56780000',
        reserved: '1234.56780000',
        remaining: '1234.56780000',
        min_usdt: '1234.56780000',
        max_usdt: '1234.56780000',
        user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
        sort: faker.number.int({ min: -1000000, max: 1000000 }),
        state: faker.helpers.arrayElement(Object.values(ProjectOperatorState)),
        status: faker.helpers.arrayElement(Object.values(ProjectStatus)),
        subscriptions: faker.number.int({ min: 0, max: 2147483647 }),
        under_review: faker.number.int({ min: 0, max: 2147483647 }),
        locked: faker.number.int({ min: 0, max: 2147483647 }),
      }),
    ),
    coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        listed: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminProjectCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminProjectOk, object>> = {},
): AdminProjectOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    listed: faker.datatype.boolean(),
    intro: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    translations: {
      en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
    },
    issue_price: '1234.56780000',
    payment_coins: Array.from(
      { length: faker.number.int({ min: 1, max: 10 }) },
      (_, i) => i + 1,
    ).map(() => ({
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      listed: faker.datatype.boolean(),
    })),
    starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    lock_days: faker.number.int({ min: 0, max: 2147483647 }),
    supply: '1234.56780000',
    reserved: '1234.56780000',
    remaining: '1234.56780000',
    min_usdt: '1234.56780000',
    max_usdt: '1234.56780000',
    user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(ProjectOperatorState)),
    status: faker.helpers.arrayElement(Object.values(ProjectStatus)),
    subscriptions: faker.number.int({ min: 0, max: 2147483647 }),
    under_review: faker.number.int({ min: 0, max: 2147483647 }),
    locked: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminProjectResponseMock = (
  overrideResponse: Partial<Extract<AdminProjectOk, object>> = {},
): AdminProjectOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    listed: faker.datatype.boolean(),
    intro: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    translations: {
      en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
    },
    issue_price: '1234.56780000',
    payment_coins: Array.from(
      { length: faker.number.int({ min: 1, max: 10 }) },
      (_, i) => i + 1,
    ).map(() => ({
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      listed: faker.datatype.boolean(),
    })),
    starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    lock_days: faker.number.int({ min: 0, max: 2147483647 }),
    supply: '1234.56780000',
    reserved: '1234.56780000',
    remaining: '1234.56780000',
    min_usdt: '1234.56780000',
    max_usdt: '1234.56780000',
    user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(ProjectOperatorState)),
    status: faker.helpers.arrayElement(Object.values(ProjectStatus)),
    subscriptions: faker.number.int({ min: 0, max: 2147483647 }),
    under_review: faker.number.int({ min: 0, max: 2147483647 }),
    locked: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminProjectUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminProjectOk, object>> = {},
): AdminProjectOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    listed: faker.datatype.boolean(),
    intro: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    translations: {
      en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
    },
    issue_price: '1234.56780000',
    payment_coins: Array.from(
      { length: faker.number.int({ min: 1, max: 10 }) },
      (_, i) => i + 1,
    ).map(() => ({
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      listed: faker.datatype.boolean(),
    })),
    starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    lock_days: faker.number.int({ min: 0, max: 2147483647 }),
    supply: '1234.56780000',
    reserved: '1234.56780000',
    remaining: '1234.56780000',
    min_usdt: '1234.56780000',
    max_usdt: '1234.56780000',
    user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(ProjectOperatorState)),
    status: faker.helpers.arrayElement(Object.values(ProjectStatus)),
    subscriptions: faker.number.int({ min: 0, max: 2147483647 }),
    under_review: faker.number.int({ min: 0, max: 2147483647 }),
    locked: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminProjectStateResponseMock = (
  overrideResponse: Partial<Extract<AdminProjectOk, object>> = {},
): AdminProjectOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    listed: faker.datatype.boolean(),
    intro: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    translations: {
      en: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      zh: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      hk: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      jp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      kr: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      esp: faker.helpers.arrayElement(Object.values(TranslationStatus)),
      th: faker.helpers.arrayElement(Object.values(TranslationStatus)),
    },
    issue_price: '1234.56780000',
    payment_coins: Array.from(
      { length: faker.number.int({ min: 1, max: 10 }) },
      (_, i) => i + 1,
    ).map(() => ({
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      listed: faker.datatype.boolean(),
    })),
    starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    lock_days: faker.number.int({ min: 0, max: 2147483647 }),
    supply: '1234.56780000',
    reserved: '1234.56780000',
    remaining: '1234.56780000',
    min_usdt: '1234.56780000',
    max_usdt: '1234.56780000',
    user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    sort: faker.number.int({ min: -1000000, max: 1000000 }),
    state: faker.helpers.arrayElement(Object.values(ProjectOperatorState)),
    status: faker.helpers.arrayElement(Object.values(ProjectStatus)),
    subscriptions: faker.number.int({ min: 0, max: 2147483647 }),
    under_review: faker.number.int({ min: 0, max: 2147483647 }),
    locked: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminProjectsMockHandler = (
  overrideResponse?:
    | AdminProjectsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminProjectsOk> | AdminProjectsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/projects',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminProjectsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminProjectCreateMockHandler = (
  overrideResponse?:
    | AdminProjectOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminProjectOk> | AdminProjectOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/projects',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminProjectCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminProjectMockHandler = (
  overrideResponse?:
    | AdminProjectOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminProjectOk> | AdminProjectOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/projects/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminProjectResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminProjectUpdateMockHandler = (
  overrideResponse?:
    | AdminProjectOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminProjectOk> | AdminProjectOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/projects/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminProjectUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminProjectStateMockHandler = (
  overrideResponse?:
    | AdminProjectOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminProjectOk> | AdminProjectOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/projects/:id/state',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminProjectStateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminProjectsMock = () => [
  getAdminProjectsMockHandler(),
  getAdminProjectCreateMockHandler(),
  getAdminProjectMockHandler(),
  getAdminProjectUpdateMockHandler(),
  getAdminProjectStateMockHandler(),
];

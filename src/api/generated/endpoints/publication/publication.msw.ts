import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { ProjectState, SubscriptionStatus } from '../../model';
import type {
  ProjectListOk,
  ProjectOk,
  SubscriptionFormOk,
  SubscriptionOk,
  SubscriptionPageOk,
} from '../../model';

export const getProjectProjectListResponseMock = (
  overrideResponse: Partial<Extract<ProjectListOk, object>> = {},
): ProjectListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    intro: faker.string.alpha({ length: { min: 10, max: 20 } }),
    issue_price: '1234.56780000',
    supply: '1234.56780000',
    remaining: '1234.56780000',
    progress: '1234.56780000',
    min_usdt: '1234.56780000',
    max_usdt: '1234.56780000',
    user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    lock_days: faker.number.int({ min: 0, max: 2147483647 }),
    accepted: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    state: faker.helpers.arrayElement(Object.values(ProjectState)),
  })),
  ...overrideResponse,
});

export const getProjectProjectDetailResponseMock = (
  overrideResponse: Partial<Extract<ProjectOk, object>> = {},
): ProjectOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    intro: faker.string.alpha({ length: { min: 10, max: 20 } }),
    issue_price: '1234.56780000',
    supply: '1234.56780000',
    remaining: '1234.56780000',
    progress: '1234.56780000',
    min_usdt: '1234.56780000',
    max_usdt: '1234.56780000',
    user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    lock_days: faker.number.int({ min: 0, max: 2147483647 }),
    accepted: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    state: faker.helpers.arrayElement(Object.values(ProjectState)),
  },
  ...overrideResponse,
});

export const getProjectProjectResponseMock = (
  overrideResponse: Partial<Extract<SubscriptionFormOk, object>> = {},
): SubscriptionFormOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    project: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      decimals: faker.number.int({ min: 0, max: 18 }),
      intro: faker.string.alpha({ length: { min: 10, max: 20 } }),
      issue_price: '1234.56780000',
      supply: '1234.56780000',
      remaining: '1234.56780000',
      progress: '1234.56780000',
      min_usdt: '1234.56780000',
      max_usdt: '1234.56780000',
      user_limit_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
      lock_days: faker.number.int({ min: 0, max: 2147483647 }),
      accepted: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        }),
      ),
      starts_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      launch_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      state: faker.helpers.arrayElement(Object.values(ProjectState)),
    },
    user_left_usdt: faker.helpers.arrayElement(['1234.56780000', null]),
    balances: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        available: '1234.56780000',
        usdt_rate: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getProjectSubscribeResponseMock = (
  overrideResponse: Partial<Extract<SubscriptionOk, object>> = {},
): SubscriptionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    project_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pay_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    usdt_rate: '1234.56780000',
    quantity: '1234.56780000',
    status: faker.helpers.arrayElement(Object.values(SubscriptionStatus)),
    reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    accumulated_return: '1234.56780000',
    total_return: '1234.56780000',
    locked: faker.datatype.boolean(),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    reviewed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    unlock_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    completed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getProjectRecordResponseMock = (
  overrideResponse: Partial<Extract<SubscriptionPageOk, object>> = {},
): SubscriptionPageOk => ({
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
          project_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          pay_currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          pay_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          usdt_rate: '1234.56780000',
          quantity: '1234.56780000',
          status: faker.helpers.arrayElement(Object.values(SubscriptionStatus)),
          reason: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          accumulated_return: '1234.56780000',
          total_return: '1234.56780000',
          locked: faker.datatype.boolean(),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          reviewed_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          unlock_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          completed_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getProjectProjectListMockHandler = (
  overrideResponse?:
    | ProjectListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ProjectListOk> | ProjectListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/project/projectList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getProjectProjectListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getProjectProjectDetailMockHandler = (
  overrideResponse?:
    | ProjectOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ProjectOk> | ProjectOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/project/projectDetail',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getProjectProjectDetailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getProjectProjectMockHandler = (
  overrideResponse?:
    | SubscriptionFormOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<SubscriptionFormOk> | SubscriptionFormOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/project/project',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getProjectProjectResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getProjectSubscribeMockHandler = (
  overrideResponse?:
    | SubscriptionOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<SubscriptionOk> | SubscriptionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/project/subscribe',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getProjectSubscribeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getProjectRecordMockHandler = (
  overrideResponse?:
    | SubscriptionPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<SubscriptionPageOk> | SubscriptionPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/project/record',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getProjectRecordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getPublicationMock = () => [
  getProjectProjectListMockHandler(),
  getProjectProjectDetailMockHandler(),
  getProjectProjectMockHandler(),
  getProjectSubscribeMockHandler(),
  getProjectRecordMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Lang } from '../../model';
import type { AdminPartnerLevelOk, AdminPartnerLevelsOk } from '../../model';

export const getAdminPartnerLevelsResponseMock = (
  overrideResponse: Partial<Extract<AdminPartnerLevelsOk, object>> = {},
): AdminPartnerLevelsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        level: faker.number.int({ min: 1, max: 2147483647 }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        names: {
          en: faker.string.alpha({ length: { min: 10, max: 20 } }),
          zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
          hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
          jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
          esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
          th: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        missing_languages: faker.helpers.arrayElements(Object.values(Lang)),
        authorization_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
        min_team: faker.number.int({ min: 0, max: 2147483647 }),
        rebate_ratio: '1234.56780000',
        users: faker.number.int({ min: 0, max: 2147483647 }),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminPartnerLevelCreateResponseMock = (
  overrideResponse: Partial<Extract<AdminPartnerLevelOk, object>> = {},
): AdminPartnerLevelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    names: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    missing_languages: faker.helpers.arrayElements(Object.values(Lang)),
    authorization_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_team: faker.number.int({ min: 0, max: 2147483647 }),
    rebate_ratio: '1234.56780000',
    users: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminPartnerLevelResponseMock = (
  overrideResponse: Partial<Extract<AdminPartnerLevelOk, object>> = {},
): AdminPartnerLevelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    names: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    missing_languages: faker.helpers.arrayElements(Object.values(Lang)),
    authorization_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_team: faker.number.int({ min: 0, max: 2147483647 }),
    rebate_ratio: '1234.56780000',
    users: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminPartnerLevelUpdateResponseMock = (
  overrideResponse: Partial<Extract<AdminPartnerLevelOk, object>> = {},
): AdminPartnerLevelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    names: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    missing_languages: faker.helpers.arrayElements(Object.values(Lang)),
    authorization_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_team: faker.number.int({ min: 0, max: 2147483647 }),
    rebate_ratio: '1234.56780000',
    users: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminPartnerLevelDeleteResponseMock = (
  overrideResponse: Partial<Extract<AdminPartnerLevelOk, object>> = {},
): AdminPartnerLevelOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    names: {
      en: faker.string.alpha({ length: { min: 10, max: 20 } }),
      zh: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hk: faker.string.alpha({ length: { min: 10, max: 20 } }),
      jp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      kr: faker.string.alpha({ length: { min: 10, max: 20 } }),
      esp: faker.string.alpha({ length: { min: 10, max: 20 } }),
      th: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    missing_languages: faker.helpers.arrayElements(Object.values(Lang)),
    authorization_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    min_team: faker.number.int({ min: 0, max: 2147483647 }),
    rebate_ratio: '1234.56780000',
    users: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminPartnerLevelsMockHandler = (
  overrideResponse?:
    | AdminPartnerLevelsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminPartnerLevelsOk> | AdminPartnerLevelsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/partners',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPartnerLevelsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPartnerLevelCreateMockHandler = (
  overrideResponse?:
    | AdminPartnerLevelOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminPartnerLevelOk> | AdminPartnerLevelOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/products/partners',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPartnerLevelCreateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPartnerLevelMockHandler = (
  overrideResponse?:
    | AdminPartnerLevelOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminPartnerLevelOk> | AdminPartnerLevelOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/products/partners/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPartnerLevelResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPartnerLevelUpdateMockHandler = (
  overrideResponse?:
    | AdminPartnerLevelOk
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<AdminPartnerLevelOk> | AdminPartnerLevelOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/products/partners/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPartnerLevelUpdateResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminPartnerLevelDeleteMockHandler = (
  overrideResponse?:
    | AdminPartnerLevelOk
    | ((
        info: Parameters<Parameters<typeof http.delete>[1]>[0],
      ) => Promise<AdminPartnerLevelOk> | AdminPartnerLevelOk),
  options?: RequestHandlerOptions,
) => {
  return http.delete(
    '/api/admin/products/partners/:id',
    async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminPartnerLevelDeleteResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminPartnersMock = () => [
  getAdminPartnerLevelsMockHandler(),
  getAdminPartnerLevelCreateMockHandler(),
  getAdminPartnerLevelMockHandler(),
  getAdminPartnerLevelUpdateMockHandler(),
  getAdminPartnerLevelDeleteMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { SettingGroup, SettingKey, SettingType } from '../../model';
import type { SettingOk, SettingsOk } from '../../model';

export const getAdminSettingsResponseMock = (
  overrideResponse: Partial<Extract<SettingsOk, object>> = {},
): SettingsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    key: faker.helpers.arrayElement(Object.values(SettingKey)),
    group: faker.helpers.arrayElement(Object.values(SettingGroup)),
    type: faker.helpers.arrayElement(Object.values(SettingType)),
    value: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    default: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    constraints: {
      required: faker.datatype.boolean(),
      min: faker.helpers.arrayElement([null, '1234.56780000']),
      max: faker.helpers.arrayElement([null, '1234.56780000']),
      max_decimals: faker.helpers.arrayElement([faker.number.int({ min: 0, max: 18 }), null]),
      max_length: faker.number.int({ min: 1, max: 2147483647 }),
      pattern: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        null,
      ]),
      choices: faker.helpers.arrayElement([
        Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
          faker.string.alpha({ length: { min: 10, max: 20 } }),
        ),
        null,
      ]),
    },
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    updated_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  })),
  ...overrideResponse,
});

export const getAdminSettingSetResponseMock = (
  overrideResponse: Partial<Extract<SettingOk, object>> = {},
): SettingOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    key: faker.helpers.arrayElement(Object.values(SettingKey)),
    group: faker.helpers.arrayElement(Object.values(SettingGroup)),
    type: faker.helpers.arrayElement(Object.values(SettingType)),
    value: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    default: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    constraints: {
      required: faker.datatype.boolean(),
      min: faker.helpers.arrayElement([null, '1234.56780000']),
      max: faker.helpers.arrayElement([null, '1234.56780000']),
      max_decimals: faker.helpers.arrayElement([faker.number.int({ min: 0, max: 18 }), null]),
      max_length: faker.number.int({ min: 1, max: 2147483647 }),
      pattern: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        null,
      ]),
      choices: faker.helpers.arrayElement([
        Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
          faker.string.alpha({ length: { min: 10, max: 20 } }),
        ),
        null,
      ]),
    },
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    updated_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getAdminSettingsMockHandler = (
  overrideResponse?:
    | SettingsOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SettingsOk> | SettingsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/settings',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSettingsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSettingSetMockHandler = (
  overrideResponse?:
    | SettingOk
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<SettingOk> | SettingOk),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '/api/admin/settings/:key',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSettingSetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminSettingsMock = () => [
  getAdminSettingsMockHandler(),
  getAdminSettingSetMockHandler(),
];

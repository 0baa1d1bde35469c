import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { OtcOrderStatus } from '../../model';
import type {
  AdminOtcMerchantDetailOk,
  AdminOtcMerchantOk,
  AdminOtcMerchantsOk,
} from '../../model';

export const getAdminOtcMerchantsResponseMock = (
  overrideResponse: Partial<Extract<AdminOtcMerchantsOk, object>> = {},
): AdminOtcMerchantsOk => ({
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
          user_id: faker.number.int({ min: 1, max: 2147483647 }),
          nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
          email: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          margin_paid: faker.datatype.boolean(),
          margin_amount: '1234.56780000',
          margin_currency: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          margin_paid_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          online_ads: faker.number.int({ min: 0, max: 2147483647 }),
          total_ads: faker.number.int({ min: 0, max: 2147483647 }),
          completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
          completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
          appeals: faker.number.int({ min: 0, max: 2147483647 }),
          verified: faker.datatype.boolean(),
          verified_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          suspended: faker.datatype.boolean(),
          suspended_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          suspension_reason: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminOtcMerchantResponseMock = (
  overrideResponse: Partial<Extract<AdminOtcMerchantDetailOk, object>> = {},
): AdminOtcMerchantDetailOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ...{
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
      email: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        null,
      ]),
      margin_paid: faker.datatype.boolean(),
      margin_amount: '1234.56780000',
      margin_currency: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        null,
      ]),
      margin_paid_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      online_ads: faker.number.int({ min: 0, max: 2147483647 }),
      total_ads: faker.number.int({ min: 0, max: 2147483647 }),
      completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
      completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      appeals: faker.number.int({ min: 0, max: 2147483647 }),
      verified: faker.datatype.boolean(),
      verified_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      suspended: faker.datatype.boolean(),
      suspended_at: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      suspension_reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        null,
      ]),
    },
    ...{
      appeal_history: Array.from(
        { length: faker.number.int({ min: 1, max: 10 }) },
        (_, i) => i + 1,
      ).map(() => ({
        order_id: faker.number.int({ min: 1, max: 2147483647 }),
        order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
        role: faker.helpers.arrayElement(['buyer', 'seller'] as const),
        appealed_by: faker.helpers.arrayElement(['buyer', 'seller'] as const),
        description: faker.string.alpha({ length: { min: 10, max: 20 } }),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        resolution: faker.helpers.arrayElement([
          faker.helpers.arrayElement(['buyer', 'seller'] as const),
          null,
        ]),
        resolved_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        order_status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
      })),
    },
  },
  ...overrideResponse,
});

export const getAdminOtcMerchantVerifyResponseMock = (
  overrideResponse: Partial<Extract<AdminOtcMerchantOk, object>> = {},
): AdminOtcMerchantOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    margin_paid: faker.datatype.boolean(),
    margin_amount: '1234.56780000',
    margin_currency: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    margin_paid_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    online_ads: faker.number.int({ min: 0, max: 2147483647 }),
    total_ads: faker.number.int({ min: 0, max: 2147483647 }),
    completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
    completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    appeals: faker.number.int({ min: 0, max: 2147483647 }),
    verified: faker.datatype.boolean(),
    verified_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspended: faker.datatype.boolean(),
    suspended_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspension_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getAdminOtcMerchantUnverifyResponseMock = (
  overrideResponse: Partial<Extract<AdminOtcMerchantOk, object>> = {},
): AdminOtcMerchantOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    margin_paid: faker.datatype.boolean(),
    margin_amount: '1234.56780000',
    margin_currency: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    margin_paid_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    online_ads: faker.number.int({ min: 0, max: 2147483647 }),
    total_ads: faker.number.int({ min: 0, max: 2147483647 }),
    completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
    completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    appeals: faker.number.int({ min: 0, max: 2147483647 }),
    verified: faker.datatype.boolean(),
    verified_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspended: faker.datatype.boolean(),
    suspended_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspension_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getAdminOtcMerchantSuspendResponseMock = (
  overrideResponse: Partial<Extract<AdminOtcMerchantOk, object>> = {},
): AdminOtcMerchantOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    margin_paid: faker.datatype.boolean(),
    margin_amount: '1234.56780000',
    margin_currency: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    margin_paid_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    online_ads: faker.number.int({ min: 0, max: 2147483647 }),
    total_ads: faker.number.int({ min: 0, max: 2147483647 }),
    completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
    completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    appeals: faker.number.int({ min: 0, max: 2147483647 }),
    verified: faker.datatype.boolean(),
    verified_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspended: faker.datatype.boolean(),
    suspended_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspension_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getAdminOtcMerchantUnsuspendResponseMock = (
  overrideResponse: Partial<Extract<AdminOtcMerchantOk, object>> = {},
): AdminOtcMerchantOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    user_id: faker.number.int({ min: 1, max: 2147483647 }),
    nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    margin_paid: faker.datatype.boolean(),
    margin_amount: '1234.56780000',
    margin_currency: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    margin_paid_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    online_ads: faker.number.int({ min: 0, max: 2147483647 }),
    total_ads: faker.number.int({ min: 0, max: 2147483647 }),
    completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
    completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
    appeals: faker.number.int({ min: 0, max: 2147483647 }),
    verified: faker.datatype.boolean(),
    verified_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspended: faker.datatype.boolean(),
    suspended_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    suspension_reason: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getAdminOtcMerchantsMockHandler = (
  overrideResponse?:
    | AdminOtcMerchantsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminOtcMerchantsOk> | AdminOtcMerchantsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/otc/merchants',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOtcMerchantsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOtcMerchantMockHandler = (
  overrideResponse?:
    | AdminOtcMerchantDetailOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminOtcMerchantDetailOk> | AdminOtcMerchantDetailOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/otc/merchants/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOtcMerchantResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOtcMerchantVerifyMockHandler = (
  overrideResponse?:
    | AdminOtcMerchantOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOtcMerchantOk> | AdminOtcMerchantOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/otc/merchants/:id/verify',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOtcMerchantVerifyResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOtcMerchantUnverifyMockHandler = (
  overrideResponse?:
    | AdminOtcMerchantOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOtcMerchantOk> | AdminOtcMerchantOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/otc/merchants/:id/unverify',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOtcMerchantUnverifyResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOtcMerchantSuspendMockHandler = (
  overrideResponse?:
    | AdminOtcMerchantOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOtcMerchantOk> | AdminOtcMerchantOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/otc/merchants/:id/suspend',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOtcMerchantSuspendResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminOtcMerchantUnsuspendMockHandler = (
  overrideResponse?:
    | AdminOtcMerchantOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminOtcMerchantOk> | AdminOtcMerchantOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/otc/merchants/:id/unsuspend',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminOtcMerchantUnsuspendResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminOtcMock = () => [
  getAdminOtcMerchantsMockHandler(),
  getAdminOtcMerchantMockHandler(),
  getAdminOtcMerchantVerifyMockHandler(),
  getAdminOtcMerchantUnverifyMockHandler(),
  getAdminOtcMerchantSuspendMockHandler(),
  getAdminOtcMerchantUnsuspendMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { NotificationCategory, NotificationKind } from '../../model';
import type {
  EmptyOkResponse,
  NotificationPageOk,
  NotificationPrefsOk,
  NotificationUnreadOk,
  NotificationsMarkedOk,
  PushConfigOk,
} from '../../model';

export const getNotificationListResponseMock = (
  overrideResponse: Partial<Extract<NotificationPageOk, object>> = {},
): NotificationPageOk => ({
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
      items: Array.from({ length: faker.number.int({ min: 1, max: 100 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 2147483647 }),
          category: faker.helpers.arrayElement(Object.values(NotificationCategory)),
          kind: faker.helpers.arrayElement(Object.values(NotificationKind)),
          params: {
            [faker.string.alphanumeric(5)]: faker.string.alpha({ length: { min: 10, max: 4000 } }),
          },
          object_type: faker.helpers.arrayElement([
            faker.helpers.arrayElement([
              'otc_order',
              'deposit',
              'withdraw',
              'transfer',
              'trust_order',
              'subscription',
              'option_order',
              'lever_position',
              'spot_order',
              'kyc',
            ] as const),
            null,
          ]),
          object_id: faker.helpers.arrayElement([
            faker.number.int({ min: 1, max: 2147483647 }),
            null,
          ]),
          link: faker.string.alpha({ length: { min: 10, max: 300 } }),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          read: faker.datatype.boolean(),
        }),
      ),
      unread: faker.number.int({ min: 0, max: 2147483647 }),
    },
  },
  ...overrideResponse,
});

export const getNotificationUnreadResponseMock = (
  overrideResponse: Partial<Extract<NotificationUnreadOk, object>> = {},
): NotificationUnreadOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { count: faker.number.int({ min: 0, max: 2147483647 }) },
  ...overrideResponse,
});

export const getNotificationReadResponseMock = (
  overrideResponse: Partial<Extract<NotificationsMarkedOk, object>> = {},
): NotificationsMarkedOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    marked: faker.number.int({ min: 0, max: 2147483647 }),
    unread: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getNotificationReadAllResponseMock = (
  overrideResponse: Partial<Extract<NotificationsMarkedOk, object>> = {},
): NotificationsMarkedOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    marked: faker.number.int({ min: 0, max: 2147483647 }),
    unread: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getNotificationPrefsResponseMock = (
  overrideResponse: Partial<Extract<NotificationPrefsOk, object>> = {},
): NotificationPrefsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    categories: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(
      () => ({
        category: faker.helpers.arrayElement(Object.values(NotificationCategory)),
        push: faker.datatype.boolean(),
        email: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
        email_locked: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getNotificationPrefsSetResponseMock = (
  overrideResponse: Partial<Extract<NotificationPrefsOk, object>> = {},
): NotificationPrefsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    categories: Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, i) => i + 1).map(
      () => ({
        category: faker.helpers.arrayElement(Object.values(NotificationCategory)),
        push: faker.datatype.boolean(),
        email: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
        email_locked: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getPushConfigResponseMock = (
  overrideResponse: Partial<Extract<PushConfigOk, object>> = {},
): PushConfigOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    public_key: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 100 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getPushSubscribeResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getPushUnsubscribeResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getNotificationListMockHandler = (
  overrideResponse?:
    | NotificationPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<NotificationPageOk> | NotificationPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/notifications',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNotificationListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getNotificationUnreadMockHandler = (
  overrideResponse?:
    | NotificationUnreadOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<NotificationUnreadOk> | NotificationUnreadOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/notifications/unread',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNotificationUnreadResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getNotificationReadMockHandler = (
  overrideResponse?:
    | NotificationsMarkedOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<NotificationsMarkedOk> | NotificationsMarkedOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/notifications/read',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNotificationReadResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getNotificationReadAllMockHandler = (
  overrideResponse?:
    | NotificationsMarkedOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<NotificationsMarkedOk> | NotificationsMarkedOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/notifications/read_all',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNotificationReadAllResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getNotificationPrefsMockHandler = (
  overrideResponse?:
    | NotificationPrefsOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<NotificationPrefsOk> | NotificationPrefsOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/notifications/preferences',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNotificationPrefsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getNotificationPrefsSetMockHandler = (
  overrideResponse?:
    | NotificationPrefsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<NotificationPrefsOk> | NotificationPrefsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/notifications/preferences',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getNotificationPrefsSetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPushConfigMockHandler = (
  overrideResponse?:
    | PushConfigOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PushConfigOk> | PushConfigOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/push/config',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPushConfigResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPushSubscribeMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/push/subscribe',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPushSubscribeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPushUnsubscribeMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/push/unsubscribe',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPushUnsubscribeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getNotificationsMock = () => [
  getNotificationListMockHandler(),
  getNotificationUnreadMockHandler(),
  getNotificationReadMockHandler(),
  getNotificationReadAllMockHandler(),
  getNotificationPrefsMockHandler(),
  getNotificationPrefsSetMockHandler(),
  getPushConfigMockHandler(),
  getPushSubscribeMockHandler(),
  getPushUnsubscribeMockHandler(),
];

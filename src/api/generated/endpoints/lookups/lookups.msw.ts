import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Lang } from '../../model';
import type { AreaCodeListOk, CodeSentOk, CustomerUrlOk, LangOk } from '../../model';

export const getSetLangResponseMock = (
  overrideResponse: Partial<Extract<LangOk, object>> = {},
): LangOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { lang: faker.helpers.arrayElement(Object.values(Lang)) },
  ...overrideResponse,
});

export const getGetLangResponseMock = (
  overrideResponse: Partial<Extract<LangOk, object>> = {},
): LangOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { lang: faker.helpers.arrayElement(Object.values(Lang)) },
  ...overrideResponse,
});

export const getAreaCodeResponseMock = (
  overrideResponse: Partial<Extract<AreaCodeListOk, object>> = {},
): AreaCodeListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    area_code: '1',
    country_code: 'US',
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
  })),
  ...overrideResponse,
});

export const getSmsMailResponseMock = (
  overrideResponse: Partial<Extract<CodeSentOk, object>> = {},
): CodeSentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    resend_after: faker.number.int({ min: 1, max: 2147483647 }),
    expires_in: faker.number.int({ min: 1, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getSmsSendResponseMock = (
  overrideResponse: Partial<Extract<CodeSentOk, object>> = {},
): CodeSentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    resend_after: faker.number.int({ min: 1, max: 2147483647 }),
    expires_in: faker.number.int({ min: 1, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getGetCustomerUrlResponseMock = (
  overrideResponse: Partial<Extract<CustomerUrlOk, object>> = {},
): CustomerUrlOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { url: faker.internet.url(), reply_hours: faker.number.int({ min: 1, max: 2147483647 }) },
  ...overrideResponse,
});

export const getSetSmsOtherMailResponseMock = (
  overrideResponse: Partial<Extract<CodeSentOk, object>> = {},
): CodeSentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    resend_after: faker.number.int({ min: 1, max: 2147483647 }),
    expires_in: faker.number.int({ min: 1, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getSetLangMockHandler = (
  overrideResponse?:
    LangOk | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LangOk> | LangOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/set/lang',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSetLangResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getGetLangMockHandler = (
  overrideResponse?:
    LangOk | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LangOk> | LangOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/get/lang',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getGetLangResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAreaCodeMockHandler = (
  overrideResponse?:
    | AreaCodeListOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AreaCodeListOk> | AreaCodeListOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/area_code',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAreaCodeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSmsMailMockHandler = (
  overrideResponse?:
    | CodeSentOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CodeSentOk> | CodeSentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/sms_mail',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSmsMailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSmsSendMockHandler = (
  overrideResponse?:
    | CodeSentOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CodeSentOk> | CodeSentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/sms_send',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSmsSendResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getGetCustomerUrlMockHandler = (
  overrideResponse?:
    | CustomerUrlOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<CustomerUrlOk> | CustomerUrlOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/set/get_customer_url',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getGetCustomerUrlResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSetSmsOtherMailMockHandler = (
  overrideResponse?:
    | CodeSentOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CodeSentOk> | CodeSentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/set/sms_other_mail',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSetSmsOtherMailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getLookupsMock = () => [
  getSetLangMockHandler(),
  getGetLangMockHandler(),
  getAreaCodeMockHandler(),
  getSmsMailMockHandler(),
  getSmsSendMockHandler(),
  getGetCustomerUrlMockHandler(),
  getSetSmsOtherMailMockHandler(),
];

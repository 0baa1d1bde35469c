import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { AccountType, KycLevel, KycStatus, Lang } from '../../model';
import type { CodeCheckOk, EmptyOkResponse, SessionOk, WebAuthnOptionsOk } from '../../model';

export const getUserRegisterResponseMock = (
  overrideResponse: Partial<Extract<SessionOk, object>> = {},
): SessionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    token: faker.string.alpha({ length: { min: 43, max: 64 } }),
    expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    user: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      account: faker.string.alpha({ length: { min: 10, max: 20 } }),
      account_type: faker.helpers.arrayElement(Object.values(AccountType)),
      email: faker.helpers.arrayElement([faker.internet.email(), null]),
      phone: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{4,15}$'), null]),
      area_code: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{1,4}$'), null]),
      nickname: faker.string.alpha({ length: { min: 1, max: 64 } }),
      invite_code: faker.helpers.fromRegExp('^[A-Z0-9]{6,10}$'),
      kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
      kyc_level: faker.helpers.arrayElement(Object.values(KycLevel)),
      has_fund_password: faker.datatype.boolean(),
      lang: faker.helpers.arrayElement(Object.values(Lang)),
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
  },
  ...overrideResponse,
});

export const getUserLoginResponseMock = (
  overrideResponse: Partial<Extract<SessionOk, object>> = {},
): SessionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    token: faker.string.alpha({ length: { min: 43, max: 64 } }),
    expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    user: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      account: faker.string.alpha({ length: { min: 10, max: 20 } }),
      account_type: faker.helpers.arrayElement(Object.values(AccountType)),
      email: faker.helpers.arrayElement([faker.internet.email(), null]),
      phone: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{4,15}$'), null]),
      area_code: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{1,4}$'), null]),
      nickname: faker.string.alpha({ length: { min: 1, max: 64 } }),
      invite_code: faker.helpers.fromRegExp('^[A-Z0-9]{6,10}$'),
      kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
      kyc_level: faker.helpers.arrayElement(Object.values(KycLevel)),
      has_fund_password: faker.datatype.boolean(),
      lang: faker.helpers.arrayElement(Object.values(Lang)),
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
  },
  ...overrideResponse,
});

export const getUserLoginVerifyResponseMock = (
  overrideResponse: Partial<Extract<SessionOk, object>> = {},
): SessionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    token: faker.string.alpha({ length: { min: 43, max: 64 } }),
    expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    user: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      account: faker.string.alpha({ length: { min: 10, max: 20 } }),
      account_type: faker.helpers.arrayElement(Object.values(AccountType)),
      email: faker.helpers.arrayElement([faker.internet.email(), null]),
      phone: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{4,15}$'), null]),
      area_code: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{1,4}$'), null]),
      nickname: faker.string.alpha({ length: { min: 1, max: 64 } }),
      invite_code: faker.helpers.fromRegExp('^[A-Z0-9]{6,10}$'),
      kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
      kyc_level: faker.helpers.arrayElement(Object.values(KycLevel)),
      has_fund_password: faker.datatype.boolean(),
      lang: faker.helpers.arrayElement(Object.values(Lang)),
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
  },
  ...overrideResponse,
});

export const getUserLogoutResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getUserForgetResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getUserCheckMobileResponseMock = (
  overrideResponse: Partial<Extract<CodeCheckOk, object>> = {},
): CodeCheckOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { valid: true },
  ...overrideResponse,
});

export const getUserCheckEmailResponseMock = (
  overrideResponse: Partial<Extract<CodeCheckOk, object>> = {},
): CodeCheckOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { valid: true },
  ...overrideResponse,
});

export const getUserLoginPasskeyOptionsResponseMock = (
  overrideResponse: Partial<Extract<WebAuthnOptionsOk, object>> = {},
): WebAuthnOptionsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { options: faker.string.alpha({ length: { min: 10, max: 65536 } }) },
  ...overrideResponse,
});

export const getUserLoginPasskeyResponseMock = (
  overrideResponse: Partial<Extract<SessionOk, object>> = {},
): SessionOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    token: faker.string.alpha({ length: { min: 43, max: 64 } }),
    expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    user: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      account: faker.string.alpha({ length: { min: 10, max: 20 } }),
      account_type: faker.helpers.arrayElement(Object.values(AccountType)),
      email: faker.helpers.arrayElement([faker.internet.email(), null]),
      phone: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{4,15}$'), null]),
      area_code: faker.helpers.arrayElement([faker.helpers.fromRegExp('^\\d{1,4}$'), null]),
      nickname: faker.string.alpha({ length: { min: 1, max: 64 } }),
      invite_code: faker.helpers.fromRegExp('^[A-Z0-9]{6,10}$'),
      kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
      kyc_level: faker.helpers.arrayElement(Object.values(KycLevel)),
      has_fund_password: faker.datatype.boolean(),
      lang: faker.helpers.arrayElement(Object.values(Lang)),
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
  },
  ...overrideResponse,
});

export const getUserRegisterMockHandler = (
  overrideResponse?:
    | SessionOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SessionOk> | SessionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/register',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserRegisterResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserLoginMockHandler = (
  overrideResponse?:
    | SessionOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SessionOk> | SessionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/login',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserLoginResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserLoginVerifyMockHandler = (
  overrideResponse?:
    | SessionOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SessionOk> | SessionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/login/verify',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserLoginVerifyResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserLogoutMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/logout',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserLogoutResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserForgetMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/forget',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserForgetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserCheckMobileMockHandler = (
  overrideResponse?:
    | CodeCheckOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<CodeCheckOk> | CodeCheckOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/check_mobile',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserCheckMobileResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserCheckEmailMockHandler = (
  overrideResponse?:
    | CodeCheckOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<CodeCheckOk> | CodeCheckOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/check_email',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserCheckEmailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserLoginPasskeyOptionsMockHandler = (
  overrideResponse?:
    | WebAuthnOptionsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WebAuthnOptionsOk> | WebAuthnOptionsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/login/passkey/options',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserLoginPasskeyOptionsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserLoginPasskeyMockHandler = (
  overrideResponse?:
    | SessionOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SessionOk> | SessionOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/login/passkey',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserLoginPasskeyResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getUserMock = () => [
  getUserRegisterMockHandler(),
  getUserLoginMockHandler(),
  getUserLoginVerifyMockHandler(),
  getUserLogoutMockHandler(),
  getUserForgetMockHandler(),
  getUserCheckMobileMockHandler(),
  getUserCheckEmailMockHandler(),
  getUserLoginPasskeyOptionsMockHandler(),
  getUserLoginPasskeyMockHandler(),
];

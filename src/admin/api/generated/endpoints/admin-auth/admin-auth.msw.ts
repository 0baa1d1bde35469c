import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Role } from '../../model';
import type { EmptyOkResponse, EnrolmentOk, OperatorOk } from '../../model';

export const getAdminEnrolmentResponseMock = (
  overrideResponse: Partial<Extract<EnrolmentOk, object>> = {},
): EnrolmentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    email: faker.internet.email(),
    role: faker.helpers.arrayElement(Object.values(Role)),
    secret: faker.string.alpha({ length: { min: 10, max: 20 } }),
    otpauth_uri: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getAdminEnrolResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminSignInResponseMock = (
  overrideResponse: Partial<Extract<OperatorOk, object>> = {},
): OperatorOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    email: faker.internet.email(),
    role: faker.helpers.arrayElement(Object.values(Role)),
    csrf_token: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getAdminMeResponseMock = (
  overrideResponse: Partial<Extract<OperatorOk, object>> = {},
): OperatorOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    email: faker.internet.email(),
    role: faker.helpers.arrayElement(Object.values(Role)),
    csrf_token: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getAdminSignOutResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminEnrolmentMockHandler = (
  overrideResponse?:
    | EnrolmentOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EnrolmentOk> | EnrolmentOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/auth/enrolment',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminEnrolmentResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminEnrolMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/auth/enrol',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminEnrolResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSignInMockHandler = (
  overrideResponse?:
    | OperatorOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OperatorOk> | OperatorOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/auth/sign_in',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSignInResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminMeMockHandler = (
  overrideResponse?:
    | OperatorOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OperatorOk> | OperatorOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/auth/me',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminMeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSignOutMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/auth/sign_out',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSignOutResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminAuthMock = () => [
  getAdminEnrolmentMockHandler(),
  getAdminEnrolMockHandler(),
  getAdminSignInMockHandler(),
  getAdminMeMockHandler(),
  getAdminSignOutMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { ImageMime, KycLevel, KycReviewStatus } from '../../model';
import type { KycOk, UploadContentOk, UploadOk } from '../../model';

export const getKycUploadImageResponseMock = (
  overrideResponse: Partial<Extract<UploadOk, object>> = {},
): UploadOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.helpers.fromRegExp('^[A-Za-z0-9_-]{22}$'),
    mime: faker.helpers.arrayElement(Object.values(ImageMime)),
    size: faker.number.int({ min: 1, max: 5242880 }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getKycImageResponseMock = (
  overrideResponse: Partial<Extract<UploadContentOk, object>> = {},
): UploadContentOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.helpers.fromRegExp('^[A-Za-z0-9_-]{22}$'),
    mime: faker.helpers.arrayElement(Object.values(ImageMime)),
    size: faker.number.int({ min: 1, max: 2147483647 }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    content: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getUserKycResponseMock = (
  overrideResponse: Partial<Extract<KycOk, object>> = {},
): KycOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.helpers.arrayElement(Object.values(KycLevel)),
    basic: {
      status: faker.helpers.arrayElement(Object.values(KycReviewStatus)),
      reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 500 } }),
        null,
      ]),
      submitted_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
      reviewed_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
    },
    advanced: {
      status: faker.helpers.arrayElement(Object.values(KycReviewStatus)),
      reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 500 } }),
        null,
      ]),
      submitted_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
      reviewed_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
    },
  },
  ...overrideResponse,
});

export const getUserRealNameResponseMock = (
  overrideResponse: Partial<Extract<KycOk, object>> = {},
): KycOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.helpers.arrayElement(Object.values(KycLevel)),
    basic: {
      status: faker.helpers.arrayElement(Object.values(KycReviewStatus)),
      reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 500 } }),
        null,
      ]),
      submitted_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
      reviewed_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
    },
    advanced: {
      status: faker.helpers.arrayElement(Object.values(KycReviewStatus)),
      reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 500 } }),
        null,
      ]),
      submitted_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
      reviewed_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
    },
  },
  ...overrideResponse,
});

export const getUserRealName2ResponseMock = (
  overrideResponse: Partial<Extract<KycOk, object>> = {},
): KycOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.helpers.arrayElement(Object.values(KycLevel)),
    basic: {
      status: faker.helpers.arrayElement(Object.values(KycReviewStatus)),
      reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 500 } }),
        null,
      ]),
      submitted_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
      reviewed_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
    },
    advanced: {
      status: faker.helpers.arrayElement(Object.values(KycReviewStatus)),
      reason: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 500 } }),
        null,
      ]),
      submitted_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
      reviewed_at: faker.helpers.arrayElement([
        null,
        faker.date.past().toISOString().slice(0, 19) + 'Z',
      ]),
    },
  },
  ...overrideResponse,
});

export const getKycUploadImageMockHandler = (
  overrideResponse?:
    | UploadOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadOk> | UploadOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/upload/image',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getKycUploadImageResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getKycImageMockHandler = (
  overrideResponse?:
    | UploadContentOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<UploadContentOk> | UploadContentOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/upload/image/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getKycImageResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserKycMockHandler = (
  overrideResponse?:
    KycOk | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KycOk> | KycOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/user/kyc',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserKycResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserRealNameMockHandler = (
  overrideResponse?:
    KycOk | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<KycOk> | KycOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/real_name',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserRealNameResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserRealName2MockHandler = (
  overrideResponse?:
    KycOk | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<KycOk> | KycOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/real_name2',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserRealName2ResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getKycMock = () => [
  getKycUploadImageMockHandler(),
  getKycImageMockHandler(),
  getUserKycMockHandler(),
  getUserRealNameMockHandler(),
  getUserRealName2MockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, delay, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { ReviewKind, Role } from '../../model';
import type { EmptyOkResponse, PendingOk, QueuesOk } from '../../model';

export const getAdminQueuesResponseMock = (
  overrideResponse: Partial<Extract<QueuesOk, object>> = {},
): QueuesOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    kind: faker.helpers.arrayElement(Object.values(ReviewKind)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pending: faker.number.int({ min: 0 }),
    decided_by: faker.helpers.arrayElement(Object.values(Role)),
  })),
  ...overrideResponse,
});

export const getAdminQueueResponseMock = (
  overrideResponse: Partial<Extract<PendingOk, object>> = {},
): PendingOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  })),
  ...overrideResponse,
});

export const getAdminReviewApproveResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminReviewRejectResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminWithdrawalApproveResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminWithdrawalRejectResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getAdminQueuesMockHandler = (
  overrideResponse?:
    | QueuesOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QueuesOk> | QueuesOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/queues',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      await delay(100);

      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminQueuesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminQueueMockHandler = (
  overrideResponse?:
    | PendingOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PendingOk> | PendingOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/queues/:kind',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      await delay(100);

      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminQueueResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminReviewApproveMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/queues/:kind/:id/approve',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      await delay(100);

      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminReviewApproveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminReviewRejectMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/queues/:kind/:id/reject',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      await delay(100);

      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminReviewRejectResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminWithdrawalApproveMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/withdrawals/:id/approve',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      await delay(100);

      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminWithdrawalApproveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminWithdrawalRejectMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/withdrawals/:id/reject',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      await delay(100);

      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminWithdrawalRejectResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminReviewsMock = () => [
  getAdminQueuesMockHandler(),
  getAdminQueueMockHandler(),
  getAdminReviewApproveMockHandler(),
  getAdminReviewRejectMockHandler(),
  getAdminWithdrawalApproveMockHandler(),
  getAdminWithdrawalRejectMockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { ReviewKind, Role } from '../../model';
import type { EmptyOkResponse, PendingOk, QueuesOk, ReviewItemOk, ReviewUser } from '../../model';

export const getAdminQueuesResponseMock = (
  overrideResponse: Partial<Extract<QueuesOk, object>> = {},
): QueuesOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    kind: faker.helpers.arrayElement(Object.values(ReviewKind)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    pending: faker.number.int({ min: 0, max: 2147483647 }),
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

export const getAdminQueueItemResponseReviewUserMock = (
  overrideResponse: Partial<ReviewUser> = {},
): ReviewUser => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    email: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    phone: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    kyc: faker.helpers.arrayElement(['none', 'basic', 'advanced'] as const),
  },
  ...overrideResponse,
});

export const getAdminQueueItemResponseMock = (
  overrideResponse: Partial<Extract<ReviewItemOk, object>> = {},
): ReviewItemOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    kind: faker.helpers.arrayElement(Object.values(ReviewKind)),
    id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    status: faker.string.alpha({ length: { min: 10, max: 20 } }),
    summary: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    user: faker.helpers.arrayElement([{ ...getAdminQueueItemResponseReviewUserMock() }, null]),
    facts: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        key: faker.string.alpha({ length: { min: 10, max: 20 } }),
        value: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    photos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        key: faker.string.alpha({ length: { min: 10, max: 20 } }),
        image_id: faker.helpers.fromRegExp('^[A-Za-z0-9_-]{22}$'),
      }),
    ),
    warnings: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        key: faker.string.alpha({ length: { min: 10, max: 20 } }),
        rule: faker.string.alpha({ length: { min: 10, max: 20 } }),
        params: {
          [faker.string.alphanumeric(5)]: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        detail: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    balances: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        available: '1234.56780000',
        frozen: '1234.56780000',
      }),
    ),
    journal: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        kind: 'deposit',
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        amount: '1234.56780000',
      }),
    ),
    timeline: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        event: faker.string.alpha({ length: { min: 10, max: 20 } }),
      }),
    ),
    parties: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        role: faker.helpers.arrayElement(['buyer', 'seller', 'appellant'] as const),
        user_id: faker.number.int({ min: 1, max: 2147483647 }),
        email: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        phone: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
      }),
    ),
  },
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

export const getAdminImageResponseMock = (): Blob =>
  faker.helpers.arrayElement([
    new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]),
    new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]),
    new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]),
  ]);

export const getAdminQueuesMockHandler = (
  overrideResponse?:
    | QueuesOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QueuesOk> | QueuesOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/queues',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
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

export const getAdminQueueItemMockHandler = (
  overrideResponse?:
    | ReviewItemOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ReviewItemOk> | ReviewItemOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/queues/:kind/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminQueueItemResponseMock(),
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

export const getAdminImageMockHandler = (
  overrideResponse?:
    Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/images/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminImageResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'image/jpeg' },
      });
    },
    options,
  );
};
export const getAdminReviewsMock = () => [
  getAdminQueuesMockHandler(),
  getAdminQueueMockHandler(),
  getAdminQueueItemMockHandler(),
  getAdminReviewApproveMockHandler(),
  getAdminReviewRejectMockHandler(),
  getAdminWithdrawalApproveMockHandler(),
  getAdminWithdrawalRejectMockHandler(),
  getAdminImageMockHandler(),
];

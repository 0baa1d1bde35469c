import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { AuditPageOk } from '../../model';

export const getAdminAuditLogResponseMock = (
  overrideResponse: Partial<Extract<AuditPageOk, object>> = {},
): AuditPageOk => ({
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
          id: faker.number.int({ min: 1, max: 2147483647 }),
          at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          actor: faker.string.alpha({ length: { min: 10, max: 20 } }),
          ip: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          action: 'review.approve',
          target_type: faker.string.alpha({ length: { min: 10, max: 20 } }),
          target_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
          before: {},
          after: {},
          reason: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getAdminAuditLogMockHandler = (
  overrideResponse?:
    | AuditPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuditPageOk> | AuditPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/audit',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminAuditLogResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminAuditMock = () => [getAdminAuditLogMockHandler()];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { AdminSnapshotOk, AdminSnapshotPageOk } from '../../model';

export const getAdminLiabilitySnapshotsResponseMock = (
  overrideResponse: Partial<Extract<AdminSnapshotPageOk, object>> = {},
): AdminSnapshotPageOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        taken_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        status: faker.helpers.arrayElement(['published', 'refused'] as const),
        trigger: faker.helpers.arrayElement(['job', 'operator'] as const),
        root_hash: faker.helpers.arrayElement([null, faker.helpers.fromRegExp('^[0-9a-f]{64}$')]),
        leaf_count: faker.number.int({ min: 0, max: 1073741824 }),
        account_count: faker.number.int({ min: 0, max: 2147483647 }),
        coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
          () => ({
            currency_id: faker.number.int({ min: 1, max: 2147483647 }),
            symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
            decimals: faker.number.int({ min: 0, max: 18 }),
            total_units: faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
            total: '1234.56780000',
            ledger_total: '1234.56780000',
          }),
        ),
        problems: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => faker.string.alpha({ length: { min: 10, max: 20 } })),
        duration_ms: faker.number.int({ min: 0, max: 2147483647 }),
      }),
    ),
    total: faker.number.int({ min: 0, max: 2147483647 }),
    page: faker.number.int({ min: 1, max: 100000 }),
    limit: faker.number.int({ min: 1, max: 100 }),
  },
  ...overrideResponse,
});

export const getAdminTakeLiabilitySnapshotResponseMock = (
  overrideResponse: Partial<Extract<AdminSnapshotOk, object>> = {},
): AdminSnapshotOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    taken_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    status: faker.helpers.arrayElement(['published', 'refused'] as const),
    trigger: faker.helpers.arrayElement(['job', 'operator'] as const),
    root_hash: faker.helpers.arrayElement([null, faker.helpers.fromRegExp('^[0-9a-f]{64}$')]),
    leaf_count: faker.number.int({ min: 0, max: 1073741824 }),
    account_count: faker.number.int({ min: 0, max: 2147483647 }),
    coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        total_units: faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
        total: '1234.56780000',
        ledger_total: '1234.56780000',
      }),
    ),
    problems: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => faker.string.alpha({ length: { min: 10, max: 20 } }),
    ),
    duration_ms: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getAdminLiabilitySnapshotsMockHandler = (
  overrideResponse?:
    | AdminSnapshotPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AdminSnapshotPageOk> | AdminSnapshotPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/liabilities/snapshots',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminLiabilitySnapshotsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminTakeLiabilitySnapshotMockHandler = (
  overrideResponse?:
    | AdminSnapshotOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AdminSnapshotOk> | AdminSnapshotOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/liabilities/snapshots',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminTakeLiabilitySnapshotResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminLiabilitiesMock = () => [
  getAdminLiabilitySnapshotsMockHandler(),
  getAdminTakeLiabilitySnapshotMockHandler(),
];

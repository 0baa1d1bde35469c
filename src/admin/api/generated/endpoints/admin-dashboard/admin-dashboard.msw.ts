import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { AdminSnapshot, DashboardOk, ReconcileOk, SystemOk } from '../../model';

export const getAdminDashboardResponseAdminSnapshotMock = (
  overrideResponse: Partial<AdminSnapshot> = {},
): AdminSnapshot => ({
  ...{
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

export const getAdminDashboardResponseMock = (
  overrideResponse: Partial<Extract<DashboardOk, object>> = {},
): DashboardOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    today: {
      since: faker.date.past().toISOString().slice(0, 19) + 'Z',
      deposits: {
        count: faker.number.int({ min: 0, max: 2147483647 }),
        by_currency: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => ({ currency: 'USDT', amount: '1234.56780000' })),
      },
      withdrawals: {
        count: faker.number.int({ min: 0, max: 2147483647 }),
        by_currency: Array.from(
          { length: faker.number.int({ min: 1, max: 10 }) },
          (_, i) => i + 1,
        ).map(() => ({ currency: 'USDT', amount: '1234.56780000' })),
      },
      sign_ups: faker.number.int({ min: 0, max: 2147483647 }),
    },
    liabilities: faker.helpers.arrayElement([
      null,
      { ...getAdminDashboardResponseAdminSnapshotMock() },
    ]),
    notifications: {
      since: faker.date.past().toISOString().slice(0, 19) + 'Z',
      sent: faker.number.int({ min: 0, max: 2147483647 }),
      push_delivered: faker.number.int({ min: 0, max: 2147483647 }),
      push_failed: faker.number.int({ min: 0, max: 2147483647 }),
      subscriptions_removed: faker.number.int({ min: 0, max: 2147483647 }),
    },
    live: {
      as_of: faker.date.past().toISOString().slice(0, 19) + 'Z',
      instances: faker.number.int({ min: 0, max: 2147483647 }),
      stale_instances: faker.number.int({ min: 0, max: 2147483647 }),
      requests_per_second: 12.35,
      error_rate: 0.0125,
      p99_ms: 48.2,
      sockets: faker.number.int({ min: 0, max: 2147483647 }),
      job_lag: {
        seconds: faker.number.int({ min: 0, max: 2147483647 }),
        job: faker.helpers.arrayElement(['otc.expire', null]),
      },
    },
    jobs: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        name: 'trust.accrue',
        description: faker.string.alpha({ length: { min: 10, max: 20 } }),
        interval: 'PT1M',
        last_run_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        last_ok_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        last_error: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        last_error_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminReconcileResponseMock = (
  overrideResponse: Partial<Extract<ReconcileOk, object>> = {},
): ReconcileOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ok: faker.datatype.boolean(),
    checked_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    accounts: faker.number.int({ min: 0, max: 2147483647 }),
    problems: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () =>
        '[balance_mismatch] account 7: balance 11/0 but postings fold to 10/0 (available/frozen)',
    ),
  },
  ...overrideResponse,
});

export const getAdminSystemResponseMock = (
  overrideResponse: Partial<Extract<SystemOk, object>> = {},
): SystemOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    as_of: faker.date.past().toISOString().slice(0, 19) + 'Z',
    instances: Array.from({ length: faker.number.int({ min: 1, max: 1000 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.string.uuid(),
        current: faker.datatype.boolean(),
        version: '3.1.5',
        host: faker.string.alpha({ length: { min: 10, max: 255 } }),
        pid: faker.number.int({ min: 1, max: 2147483647 }),
        started_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        uptime_seconds: faker.number.int({ min: 0, max: 2147483647 }),
        last_seen_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        stale: faker.datatype.boolean(),
        memory_bytes: faker.number.int({ min: 0, max: 9007199254740991 }),
        sockets: faker.number.int({ min: 0, max: 2147483647 }),
        requests_per_second: 12.35,
        error_rate: 0.0125,
        p99_ms: 48.2,
      }),
    ),
    jobs: Array.from({ length: faker.number.int({ min: 1, max: 1000 }) }, (_, i) => i + 1).map(
      () => ({
        name: 'otc.expire',
        period_seconds: faker.helpers.arrayElement([
          faker.number.int({ min: 1, max: 2147483647 }),
          null,
        ]),
        last_run_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        lag_seconds: faker.helpers.arrayElement([
          faker.number.int({ min: 0, max: 2147483647 }),
          null,
        ]),
        last_error: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 1000 } }),
          null,
        ]),
        last_error_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
      }),
    ),
  },
  ...overrideResponse,
});

export const getAdminDashboardMockHandler = (
  overrideResponse?:
    | DashboardOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DashboardOk> | DashboardOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/dashboard',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminDashboardResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminReconcileMockHandler = (
  overrideResponse?:
    | ReconcileOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<ReconcileOk> | ReconcileOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/admin/reconcile',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminReconcileResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAdminSystemMockHandler = (
  overrideResponse?:
    | SystemOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SystemOk> | SystemOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/admin/system',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAdminSystemResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getAdminDashboardMock = () => [
  getAdminDashboardMockHandler(),
  getAdminReconcileMockHandler(),
  getAdminSystemMockHandler(),
];

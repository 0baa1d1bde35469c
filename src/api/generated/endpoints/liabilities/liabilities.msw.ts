import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { LeavesFile, MyProofOk, ProofFile, SnapshotPageOk } from '../../model';

export const getLiabilitiesSnapshotsResponseMock = (
  overrideResponse: Partial<Extract<SnapshotPageOk, object>> = {},
): SnapshotPageOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        taken_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        root_hash: faker.helpers.fromRegExp('^[0-9a-f]{64}$'),
        leaf_count: faker.number.int({ min: 1, max: 1073741824 }),
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
      }),
    ),
    total: faker.number.int({ min: 0, max: 2147483647 }),
    page: faker.number.int({ min: 1, max: 100000 }),
    limit: faker.number.int({ min: 1, max: 100 }),
  },
  ...overrideResponse,
});

export const getLiabilitiesLeavesResponseMock = (
  overrideResponse: Partial<Extract<LeavesFile, object>> = {},
): LeavesFile => ({
  version: 1,
  snapshot: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    taken_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    coins: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        symbol: faker.string.alpha({ length: { min: 10, max: 32 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
      }),
    ),
    leaf_count: faker.number.int({ min: 1, max: 1073741824 }),
    account_count: faker.number.int({ min: 0, max: 2147483647 }),
    root: {
      hash: faker.helpers.fromRegExp('^[0-9a-f]{64}$'),
      sums: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(
        () => faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
      ),
    },
  },
  leaves: Array.from(
    { length: faker.number.int({ min: 1, max: 1073741824 }) },
    (_, i) => i + 1,
  ).map(() => ({
    hash: faker.helpers.fromRegExp('^[0-9a-f]{64}$'),
    sums: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(() =>
      faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
    ),
  })),
  ...overrideResponse,
});

export const getLiabilitiesProofResponseProofFileMock = (
  overrideResponse: Partial<ProofFile> = {},
): ProofFile => ({
  ...{
    version: 1,
    snapshot: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      taken_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      coins: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(
        () => ({
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          symbol: faker.string.alpha({ length: { min: 10, max: 32 } }),
          decimals: faker.number.int({ min: 0, max: 18 }),
        }),
      ),
      leaf_count: faker.number.int({ min: 1, max: 1073741824 }),
      account_count: faker.number.int({ min: 0, max: 2147483647 }),
      root: {
        hash: faker.helpers.fromRegExp('^[0-9a-f]{64}$'),
        sums: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(
          () => faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
        ),
      },
    },
    leaf: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      salt: faker.helpers.fromRegExp('^[0-9a-f]{64}$'),
      position: faker.number.int({ min: 0, max: 1073741823 }),
      balances: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(
        () => faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
      ),
    },
    path: Array.from({ length: faker.number.int({ min: 1, max: 30 }) }, (_, i) => i + 1).map(
      () => ({
        hash: faker.helpers.fromRegExp('^[0-9a-f]{64}$'),
        sums: Array.from({ length: faker.number.int({ min: 1, max: 200 }) }, (_, i) => i + 1).map(
          () => faker.helpers.fromRegExp('^(0|[1-9][0-9]{0,38})$'),
        ),
      }),
    ),
  },
  ...overrideResponse,
});

export const getLiabilitiesProofResponseMock = (
  overrideResponse: Partial<Extract<MyProofOk, object>> = {},
): MyProofOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    status: faker.helpers.arrayElement(['included', 'not_included', 'no_snapshot'] as const),
    proof: faker.helpers.arrayElement([null, { ...getLiabilitiesProofResponseProofFileMock() }]),
  },
  ...overrideResponse,
});

export const getLiabilitiesSnapshotsMockHandler = (
  overrideResponse?:
    | SnapshotPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<SnapshotPageOk> | SnapshotPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/liabilities/snapshots',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLiabilitiesSnapshotsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLiabilitiesLeavesMockHandler = (
  overrideResponse?:
    | LeavesFile
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LeavesFile> | LeavesFile),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/liabilities/leaves',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLiabilitiesLeavesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLiabilitiesProofMockHandler = (
  overrideResponse?:
    | MyProofOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MyProofOk> | MyProofOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/liabilities/proof',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLiabilitiesProofResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getLiabilitiesMock = () => [
  getLiabilitiesSnapshotsMockHandler(),
  getLiabilitiesLeavesMockHandler(),
  getLiabilitiesProofMockHandler(),
];

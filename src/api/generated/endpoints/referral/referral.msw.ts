import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { KycStatus } from '../../model';
import type { Center2Ok, InviteOk, PosterOk, RebatePageOk, ShareOk, TeamPageOk } from '../../model';

export const getUserInviteResponseMock = (
  overrideResponse: Partial<Extract<InviteOk, object>> = {},
): InviteOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    invite_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    invite_link: faker.string.alpha({ length: { min: 10, max: 20 } }),
    level: faker.number.int({ min: 1, max: 2147483647 }),
    level_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    rebate_ratio: '1234.56780000',
    team_count: faker.number.int({ min: 0, max: 2147483647 }),
    direct_count: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getUserInviteListResponseMock = (
  overrideResponse: Partial<Extract<TeamPageOk, object>> = {},
): TeamPageOk => ({
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
          account: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
          level: faker.number.int({ min: 1, max: 2147483647 }),
          depth: faker.helpers.arrayElement([1, 2] as const),
          joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          team_count: faker.number.int({ min: 0, max: 2147483647 }),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getUserMyInviteListResponseMock = (
  overrideResponse: Partial<Extract<TeamPageOk, object>> = {},
): TeamPageOk => ({
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
          account: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kyc_status: faker.helpers.arrayElement(Object.values(KycStatus)),
          level: faker.number.int({ min: 1, max: 2147483647 }),
          depth: faker.helpers.arrayElement([1, 2] as const),
          joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          team_count: faker.number.int({ min: 0, max: 2147483647 }),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getUserMyAccountReturnResponseMock = (
  overrideResponse: Partial<Extract<RebatePageOk, object>> = {},
): RebatePageOk => ({
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
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          fee: '1234.56780000',
          ratio: '1234.56780000',
          from_account: faker.string.alpha({ length: { min: 10, max: 20 } }),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
      totals: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getUserMyPosterResponseMock = (
  overrideResponse: Partial<Extract<PosterOk, object>> = {},
): PosterOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    invite_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    invite_link: faker.string.alpha({ length: { min: 10, max: 20 } }),
    title: faker.string.alpha({ length: { min: 10, max: 20 } }),
    subtitle: faker.string.alpha({ length: { min: 10, max: 20 } }),
    background_text: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getUserMyShareResponseMock = (
  overrideResponse: Partial<Extract<ShareOk, object>> = {},
): ShareOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    invite_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
    invite_link: faker.string.alpha({ length: { min: 10, max: 20 } }),
    title: faker.string.alpha({ length: { min: 10, max: 20 } }),
    text: faker.string.alpha({ length: { min: 10, max: 20 } }),
  },
  ...overrideResponse,
});

export const getUserCenter2ResponseMock = (
  overrideResponse: Partial<Extract<Center2Ok, object>> = {},
): Center2Ok => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    level: faker.number.int({ min: 1, max: 2147483647 }),
    level_name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    authorization_code: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    rebate_ratio: '1234.56780000',
    direct_count: faker.number.int({ min: 0, max: 2147483647 }),
    levels: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        level: faker.number.int({ min: 1, max: 2147483647 }),
        name: faker.string.alpha({ length: { min: 10, max: 20 } }),
        authorization_code: faker.string.alpha({ length: { min: 10, max: 20 } }),
        min_team: faker.number.int({ min: 0, max: 2147483647 }),
        rebate_ratio: '1234.56780000',
      }),
    ),
    ranking: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        rank: faker.number.int({ min: 1, max: 10 }),
        account: faker.string.alpha({ length: { min: 10, max: 20 } }),
        team_count: faker.number.int({ min: 0, max: 2147483647 }),
        level: faker.number.int({ min: 1, max: 2147483647 }),
      }),
    ),
  },
  ...overrideResponse,
});

export const getUserInviteMockHandler = (
  overrideResponse?:
    | InviteOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<InviteOk> | InviteOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/user/invite',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserInviteResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserInviteListMockHandler = (
  overrideResponse?:
    | TeamPageOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TeamPageOk> | TeamPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/invite_list',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserInviteListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserMyInviteListMockHandler = (
  overrideResponse?:
    | TeamPageOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TeamPageOk> | TeamPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/my_invite_list',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserMyInviteListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserMyAccountReturnMockHandler = (
  overrideResponse?:
    | RebatePageOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<RebatePageOk> | RebatePageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/my_account_return',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserMyAccountReturnResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserMyPosterMockHandler = (
  overrideResponse?:
    | PosterOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PosterOk> | PosterOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/user/my_poster',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserMyPosterResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserMyShareMockHandler = (
  overrideResponse?:
    ShareOk | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ShareOk> | ShareOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/user/my_share',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserMyShareResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserCenter2MockHandler = (
  overrideResponse?:
    | Center2Ok
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Center2Ok> | Center2Ok),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/user/center2',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserCenter2ResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getReferralMock = () => [
  getUserInviteMockHandler(),
  getUserInviteListMockHandler(),
  getUserMyInviteListMockHandler(),
  getUserMyAccountReturnMockHandler(),
  getUserMyPosterMockHandler(),
  getUserMyShareMockHandler(),
  getUserCenter2MockHandler(),
];

import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { AccountType, KycLevel, KycStatus, Lang } from '../../model';
import type { UserOk } from '../../model';

export const getUserCenterResponseMock = (
  overrideResponse: Partial<Extract<UserOk, object>> = {},
): UserOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
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
  ...overrideResponse,
});

export const getUserCenterMockHandler = (
  overrideResponse?:
    UserOk | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UserOk> | UserOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/user/center',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserCenterResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getProfileMock = () => [getUserCenterMockHandler()];

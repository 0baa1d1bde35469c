import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type {
  AccountEventPageOk,
  AddressCoinsOk,
  AntiPhishingOk,
  AuthenticatorOk,
  AuthenticatorSetupOk,
  DeviceListOk,
  EmptyOkResponse,
  HasPasswordOk,
  PasskeyListOk,
  PasskeyOk,
  RecoveryCodesOk,
  SessionsEndedOk,
  WebAuthnOptionsOk,
  WithdrawAddressOk,
  WithdrawAddressPageOk,
} from '../../model';

export const getUserHasPasswordResponseMock = (
  overrideResponse: Partial<Extract<HasPasswordOk, object>> = {},
): HasPasswordOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { has_password: faker.datatype.boolean() },
  ...overrideResponse,
});

export const getUserEPwdResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getSafeUpdatePasswordResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getWalletGetAddressResponseMock = (
  overrideResponse: Partial<Extract<WithdrawAddressPageOk, object>> = {},
): WithdrawAddressPageOk => ({
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
          network: 'TRC20',
          address: faker.string.alpha({ length: { min: 26, max: 64 } }),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getWalletAddressCoinsResponseMock = (
  overrideResponse: Partial<Extract<AddressCoinsOk, object>> = {},
): AddressCoinsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    networks: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => 'TRC20',
    ),
  })),
  ...overrideResponse,
});

export const getWalletAddaddressResponseMock = (
  overrideResponse: Partial<Extract<WithdrawAddressOk, object>> = {},
): WithdrawAddressOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    network: 'TRC20',
    address: faker.string.alpha({ length: { min: 26, max: 64 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getWalletDeladdressResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getSecurityAntiPhishingResponseMock = (
  overrideResponse: Partial<Extract<AntiPhishingOk, object>> = {},
): AntiPhishingOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    anti_phishing_code: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getSecurityAntiPhishingSetResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getSecurityAuthenticatorResponseMock = (
  overrideResponse: Partial<Extract<AuthenticatorOk, object>> = {},
): AuthenticatorOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    enabled: faker.datatype.boolean(),
    enabled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    recovery_codes_left: faker.number.int({ min: 0, max: 10 }),
  },
  ...overrideResponse,
});

export const getSecurityAuthenticatorSetupResponseMock = (
  overrideResponse: Partial<Extract<AuthenticatorSetupOk, object>> = {},
): AuthenticatorSetupOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    secret: faker.string.alpha({ length: { min: 10, max: 64 } }),
    otpauth_uri: faker.string.alpha({ length: { min: 10, max: 300 } }),
  },
  ...overrideResponse,
});

export const getSecurityAuthenticatorEnableResponseMock = (
  overrideResponse: Partial<Extract<RecoveryCodesOk, object>> = {},
): RecoveryCodesOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    recovery_codes: Array.from(
      { length: faker.number.int({ min: 10, max: 10 }) },
      (_, i) => i + 1,
    ).map(() => faker.helpers.fromRegExp('^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$')),
  },
  ...overrideResponse,
});

export const getSecurityRecoveryCodesRenewResponseMock = (
  overrideResponse: Partial<Extract<RecoveryCodesOk, object>> = {},
): RecoveryCodesOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    recovery_codes: Array.from(
      { length: faker.number.int({ min: 10, max: 10 }) },
      (_, i) => i + 1,
    ).map(() => faker.helpers.fromRegExp('^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$')),
  },
  ...overrideResponse,
});

export const getSecurityAuthenticatorDisableResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getSecurityPasskeysResponseMock = (
  overrideResponse: Partial<Extract<PasskeyListOk, object>> = {},
): PasskeyListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    list: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        name: faker.string.alpha({ length: { min: 10, max: 32 } }),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        last_used_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        synced: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getSecurityPasskeyOptionsResponseMock = (
  overrideResponse: Partial<Extract<WebAuthnOptionsOk, object>> = {},
): WebAuthnOptionsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { options: faker.string.alpha({ length: { min: 10, max: 65536 } }) },
  ...overrideResponse,
});

export const getSecurityPasskeyAddResponseMock = (
  overrideResponse: Partial<Extract<PasskeyOk, object>> = {},
): PasskeyOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 32 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    last_used_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    synced: faker.datatype.boolean(),
  },
  ...overrideResponse,
});

export const getSecurityPasskeyRenameResponseMock = (
  overrideResponse: Partial<Extract<PasskeyOk, object>> = {},
): PasskeyOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 32 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    last_used_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    synced: faker.datatype.boolean(),
  },
  ...overrideResponse,
});

export const getSecurityPasskeyRemoveResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getSecurityPasskeyChallengeResponseMock = (
  overrideResponse: Partial<Extract<WebAuthnOptionsOk, object>> = {},
): WebAuthnOptionsOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { options: faker.string.alpha({ length: { min: 10, max: 65536 } }) },
  ...overrideResponse,
});

export const getSecuritySessionsResponseMock = (
  overrideResponse: Partial<Extract<DeviceListOk, object>> = {},
): DeviceListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    list: Array.from({ length: faker.number.int({ min: 1, max: 1000 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        browser: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        os: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        device: faker.helpers.arrayElement(['mobile', 'tablet', 'desktop', 'unknown'] as const),
        ip: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        last_used_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        current: faker.datatype.boolean(),
      }),
    ),
  },
  ...overrideResponse,
});

export const getSecuritySessionEndResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getSecuritySessionsEndOthersResponseMock = (
  overrideResponse: Partial<Extract<SessionsEndedOk, object>> = {},
): SessionsEndedOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: { ended: faker.number.int({ min: 0, max: 2147483647 }) },
  ...overrideResponse,
});

export const getSecurityActivityResponseMock = (
  overrideResponse: Partial<Extract<AccountEventPageOk, object>> = {},
): AccountEventPageOk => ({
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
          kind: faker.helpers.arrayElement([
            'signed_up',
            'signed_in',
            'sign_in_failed',
            'signed_out',
            'password_changed',
            'password_reset',
            'fund_password_set',
            'fund_password_changed',
            'address_added',
            'address_removed',
            'device_signed_out',
            'devices_signed_out',
            'anti_phishing_set',
            'signed_out_by_support',
            'totp_enabled',
            'totp_disabled',
            'recovery_codes_renewed',
            'recovery_code_used',
            'second_step_failed',
            'second_factor_reset',
            'passkey_added',
            'passkey_removed',
            'signed_in_with_passkey',
          ] as const),
          at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          ip: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          browser: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          os: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          device: faker.helpers.arrayElement(['mobile', 'tablet', 'desktop', 'unknown'] as const),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getUserHasPasswordMockHandler = (
  overrideResponse?:
    | HasPasswordOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<HasPasswordOk> | HasPasswordOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/has_password',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserHasPasswordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getUserEPwdMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/user/e_pwd',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getUserEPwdResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSafeUpdatePasswordMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/safe/update_password',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSafeUpdatePasswordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletGetAddressMockHandler = (
  overrideResponse?:
    | WithdrawAddressPageOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WithdrawAddressPageOk> | WithdrawAddressPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/get_address',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletGetAddressResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletAddressCoinsMockHandler = (
  overrideResponse?:
    | AddressCoinsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AddressCoinsOk> | AddressCoinsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/address_coins',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletAddressCoinsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletAddaddressMockHandler = (
  overrideResponse?:
    | WithdrawAddressOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WithdrawAddressOk> | WithdrawAddressOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/addaddress',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletAddaddressResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getWalletDeladdressMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/wallet/deladdress',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getWalletDeladdressResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityAntiPhishingMockHandler = (
  overrideResponse?:
    | AntiPhishingOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AntiPhishingOk> | AntiPhishingOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/security/anti_phishing',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityAntiPhishingResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityAntiPhishingSetMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/anti_phishing',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityAntiPhishingSetResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityAuthenticatorMockHandler = (
  overrideResponse?:
    | AuthenticatorOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AuthenticatorOk> | AuthenticatorOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/security/authenticator',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityAuthenticatorResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityAuthenticatorSetupMockHandler = (
  overrideResponse?:
    | AuthenticatorSetupOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<AuthenticatorSetupOk> | AuthenticatorSetupOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/authenticator/setup',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityAuthenticatorSetupResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityAuthenticatorEnableMockHandler = (
  overrideResponse?:
    | RecoveryCodesOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<RecoveryCodesOk> | RecoveryCodesOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/authenticator/enable',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityAuthenticatorEnableResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityRecoveryCodesRenewMockHandler = (
  overrideResponse?:
    | RecoveryCodesOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<RecoveryCodesOk> | RecoveryCodesOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/authenticator/recovery_codes',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityRecoveryCodesRenewResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityAuthenticatorDisableMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/authenticator/disable',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityAuthenticatorDisableResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityPasskeysMockHandler = (
  overrideResponse?:
    | PasskeyListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PasskeyListOk> | PasskeyListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/security/passkeys',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityPasskeysResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityPasskeyOptionsMockHandler = (
  overrideResponse?:
    | WebAuthnOptionsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WebAuthnOptionsOk> | WebAuthnOptionsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/passkey/options',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityPasskeyOptionsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityPasskeyAddMockHandler = (
  overrideResponse?:
    | PasskeyOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PasskeyOk> | PasskeyOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/passkey/add',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityPasskeyAddResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityPasskeyRenameMockHandler = (
  overrideResponse?:
    | PasskeyOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PasskeyOk> | PasskeyOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/passkey/rename',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityPasskeyRenameResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityPasskeyRemoveMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/passkey/remove',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityPasskeyRemoveResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityPasskeyChallengeMockHandler = (
  overrideResponse?:
    | WebAuthnOptionsOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<WebAuthnOptionsOk> | WebAuthnOptionsOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/passkey/challenge',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityPasskeyChallengeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecuritySessionsMockHandler = (
  overrideResponse?:
    | DeviceListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<DeviceListOk> | DeviceListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/security/sessions',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecuritySessionsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecuritySessionEndMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/sessions/end',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecuritySessionEndResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecuritySessionsEndOthersMockHandler = (
  overrideResponse?:
    | SessionsEndedOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<SessionsEndedOk> | SessionsEndedOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/security/sessions/end_others',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecuritySessionsEndOthersResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getSecurityActivityMockHandler = (
  overrideResponse?:
    | AccountEventPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<AccountEventPageOk> | AccountEventPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/security/activity',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getSecurityActivityResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getSecurityMock = () => [
  getUserHasPasswordMockHandler(),
  getUserEPwdMockHandler(),
  getSafeUpdatePasswordMockHandler(),
  getWalletGetAddressMockHandler(),
  getWalletAddressCoinsMockHandler(),
  getWalletAddaddressMockHandler(),
  getWalletDeladdressMockHandler(),
  getSecurityAntiPhishingMockHandler(),
  getSecurityAntiPhishingSetMockHandler(),
  getSecurityAuthenticatorMockHandler(),
  getSecurityAuthenticatorSetupMockHandler(),
  getSecurityAuthenticatorEnableMockHandler(),
  getSecurityRecoveryCodesRenewMockHandler(),
  getSecurityAuthenticatorDisableMockHandler(),
  getSecurityPasskeysMockHandler(),
  getSecurityPasskeyOptionsMockHandler(),
  getSecurityPasskeyAddMockHandler(),
  getSecurityPasskeyRenameMockHandler(),
  getSecurityPasskeyRemoveMockHandler(),
  getSecurityPasskeyChallengeMockHandler(),
  getSecuritySessionsMockHandler(),
  getSecuritySessionEndMockHandler(),
  getSecuritySessionsEndOthersMockHandler(),
  getSecurityActivityMockHandler(),
];

import type { MessageKey, MessageParams } from '../i18n/index.ts';

export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
}

export interface AppErrorOptions {
  /** A finer numeric reason than the HTTP status (defaults to the status). */
  code?: number;
  params?: MessageParams;
  /** Field errors, localized when the envelope is written. */
  fields?: Record<string, FieldError | MessageKey>;
  /** Marks a missing or dead session: the envelope type becomes '999'. */
  sessionExpired?: boolean;
  /** What the client needs to go on, when it is not a field error (the second step's ticket). */
  data?: Record<string, string>;
}

/** A failure meant for the user: its message is localized, its status meaningful. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: number;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly fields: Record<string, FieldError> | undefined;
  readonly sessionExpired: boolean;
  readonly data: Record<string, string> | undefined;

  constructor(statusCode: number, key: MessageKey, options: AppErrorOptions = {}) {
    super(key);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = options.code ?? statusCode;
    this.key = key;
    this.params = options.params ?? {};
    this.fields = options.fields && normalizeFields(options.fields);
    this.sessionExpired = options.sessionExpired ?? false;
    this.data = options.data;
  }
}

function normalizeFields(
  fields: Record<string, FieldError | MessageKey>,
): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [name, typeof f === 'string' ? { key: f } : f]),
  );
}

// Finer reasons the client may branch on; the HTTP status stays the coarse class.
export const ErrorCode = {
  accountExists: 1001,
  loginFailed: 1002,
  loginThrottled: 1003,
  inviteCodeInvalid: 1004,
  codeInvalid: 1101,
  codeTooSoon: 1102,
  codeRateLimited: 1103,
  // assets and account transfers: 1200-1299
  assetsInsufficientBalance: 1201,
  assetsSameAccount: 1202,
  assetsAmountInvalid: 1203,
  assetsCurrencyUnknown: 1204,
  assetsRequestReused: 1205,
  // security, fund password, withdraw addresses: 1300-1399
  fundPasswordNotSet: 1301,
  fundPasswordWrong: 1302,
  fundPasswordThrottled: 1303,
  oldPasswordWrong: 1304,
  addressInvalid: 1305,
  networkUnsupported: 1306,
  addressExists: 1307,
  fundPasswordProofRequired: 1308,
  ownSessionEnd: 1320,
  loginPasswordWrong: 1321,
  // the second factor (authenticator, recovery codes, sign-in's second step)
  secondStepRequired: 1330,
  loginTicketExpired: 1331,
  secondFactorWrong: 1332,
  totpAlreadyOn: 1333,
  totpNotOn: 1334,
  stepUpRequired: 1335,
  // passkeys (WebAuthn)
  passkeyInvalid: 1336,
  passkeyNotFound: 1337,
  passkeyLimit: 1338,
  // notifications
  notificationNotFound: 1340,
  pushOff: 1341,
  notificationEmailFixed: 1342,
  // uploads and KYC: 1400-1499
  uploadTooLarge: 1401,
  uploadType: 1402,
  kycUploadUnknown: 1403,
  kycUnderReview: 1404,
  kycAlreadyVerified: 1405,
  kycBasicRequired: 1406,
  uploadQuota: 1407,
  // flash exchange, gifts, internal transfers: 1500-1599
  exchangeInsufficientBalance: 1501,
  exchangePasswordWrong: 1502,
  exchangeAmountTooSmall: 1503,
  exchangeRecipientInvalid: 1504,
  exchangeGiftToSelf: 1505,
  exchangePasswordThrottled: 1506,
  exchangeNoMarket: 1507,
  // deposits: 1600-1699
  depositBelowMinimum: 1601,
  depositProofUnknown: 1602,
  depositNetworkUnsupported: 1603,
  depositMethodUnavailable: 1604,
  depositTooManyPending: 1605,
  // withdrawals and bank payment methods: 1700-1799
  // trust, finance, copy-trading: 1800-1899
  trustInsufficientBalance: 1801,
  trustNotOpen: 1802,
  trustNotHosting: 1803,
  trustClosed: 1804,
  // market and spot orders: 1900-1999
  spotInsufficientBalance: 1901,
  spotInsufficientSellable: 1902,
  spotAmountTooSmall: 1903,
  spotNotWaiting: 1904,
  marketUnknownPair: 1905,
} as const;

export const fail = {
  validation: (fields: Record<string, FieldError | MessageKey>) =>
    new AppError(400, 'error.validation', { fields }),
  unauthenticated: () => new AppError(401, 'error.unauthenticated', { sessionExpired: true }),
  forbidden: () => new AppError(403, 'error.forbidden'),
  notFound: () => new AppError(404, 'error.not_found'),
  rateLimited: (code?: number) => new AppError(429, 'error.rate_limited', code ? { code } : {}),
  notImplemented: () => new AppError(501, 'error.not_implemented'),
};

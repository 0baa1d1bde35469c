import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { OtcAdStatus, OtcOrderStatus, OtcPayKind, OtcRole, OtcSide } from '../../model';
import type {
  EmptyOkResponse,
  OtcAdOk,
  OtcAdPageOk,
  OtcAppeal,
  OtcMarginOk,
  OtcMarginRecordPageOk,
  OtcMarketOk,
  OtcMyAdDetailOk,
  OtcOrderOk,
  OtcOrderPageOk,
  OtcReceivingAccount,
  OtcTraderProfileOk,
} from '../../model';

export const getOtcCurrencyListResponseMock = (
  overrideResponse: Partial<Extract<OtcMarketOk, object>> = {},
): OtcMarketOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    margin_currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    margin_amount: '1234.56780000',
    fee_rate: '1234.56780000',
    pay_minutes: faker.number.int({ min: 1, max: 2147483647 }),
    confirm_minutes: faker.number.int({ min: 1, max: 2147483647 }),
    order_min_amount: '1234.56780000',
    order_max_amount: '1234.56780000',
    currencies: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        decimals: faker.number.int({ min: 0, max: 18 }),
        reference_price: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getOtcTradeListResponseMock = (
  overrideResponse: Partial<Extract<OtcAdPageOk, object>> = {},
): OtcAdPageOk => ({
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
          side: faker.helpers.arrayElement(Object.values(OtcSide)),
          status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
          price: '1234.56780000',
          total_quantity: '1234.56780000',
          remaining_quantity: '1234.56780000',
          min_amount: '1234.56780000',
          max_amount: '1234.56780000',
          pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
          remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
          open_orders: faker.number.int({ min: 0, max: 2147483647 }),
          mine: faker.datatype.boolean(),
          trader: {
            user_id: faker.number.int({ min: 1, max: 2147483647 }),
            nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
            verified: faker.datatype.boolean(),
            verified_merchant: faker.datatype.boolean(),
            completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
            completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
            average_release_minutes: faker.helpers.arrayElement([
              faker.number.int({ min: 0, max: 2147483647 }),
              null,
            ]),
            joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          },
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getOtcAgentResponseMock = (
  overrideResponse: Partial<Extract<OtcTraderProfileOk, object>> = {},
): OtcTraderProfileOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    trader: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
      verified: faker.datatype.boolean(),
      verified_merchant: faker.datatype.boolean(),
      completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
      completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      average_release_minutes: faker.helpers.arrayElement([
        faker.number.int({ min: 0, max: 2147483647 }),
        null,
      ]),
      joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
    ads: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 2147483647 }),
      side: faker.helpers.arrayElement(Object.values(OtcSide)),
      status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
      price: '1234.56780000',
      total_quantity: '1234.56780000',
      remaining_quantity: '1234.56780000',
      min_amount: '1234.56780000',
      max_amount: '1234.56780000',
      pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
      remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
      open_orders: faker.number.int({ min: 0, max: 2147483647 }),
      mine: faker.datatype.boolean(),
      trader: {
        user_id: faker.number.int({ min: 1, max: 2147483647 }),
        nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
        verified: faker.datatype.boolean(),
        verified_merchant: faker.datatype.boolean(),
        completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
        completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
        average_release_minutes: faker.helpers.arrayElement([
          faker.number.int({ min: 0, max: 2147483647 }),
          null,
        ]),
        joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      },
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    })),
  },
  ...overrideResponse,
});

export const getOtcBailResponseMock = (
  overrideResponse: Partial<Extract<OtcMarginOk, object>> = {},
): OtcMarginOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    required_amount: '1234.56780000',
    paid_amount: '1234.56780000',
    paid: faker.datatype.boolean(),
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    available: '1234.56780000',
    refund_blocker: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['online_ads', 'open_orders'] as const),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcTransferResponseMock = (
  overrideResponse: Partial<Extract<OtcMarginOk, object>> = {},
): OtcMarginOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    required_amount: '1234.56780000',
    paid_amount: '1234.56780000',
    paid: faker.datatype.boolean(),
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    available: '1234.56780000',
    refund_blocker: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['online_ads', 'open_orders'] as const),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcRefundResponseMock = (
  overrideResponse: Partial<Extract<OtcMarginOk, object>> = {},
): OtcMarginOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    required_amount: '1234.56780000',
    paid_amount: '1234.56780000',
    paid: faker.datatype.boolean(),
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    available: '1234.56780000',
    refund_blocker: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['online_ads', 'open_orders'] as const),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcTransferRecordResponseMock = (
  overrideResponse: Partial<Extract<OtcMarginRecordPageOk, object>> = {},
): OtcMarginRecordPageOk => ({
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
          kind: faker.helpers.arrayElement(['pay', 'refund'] as const),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getOtcPublishResponseMock = (
  overrideResponse: Partial<Extract<OtcAdOk, object>> = {},
): OtcAdOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    side: faker.helpers.arrayElement(Object.values(OtcSide)),
    status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    total_quantity: '1234.56780000',
    remaining_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    mine: faker.datatype.boolean(),
    trader: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
      verified: faker.datatype.boolean(),
      verified_merchant: faker.datatype.boolean(),
      completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
      completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      average_release_minutes: faker.helpers.arrayElement([
        faker.number.int({ min: 0, max: 2147483647 }),
        null,
      ]),
      joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcMyTradeListResponseMock = (
  overrideResponse: Partial<Extract<OtcAdPageOk, object>> = {},
): OtcAdPageOk => ({
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
          side: faker.helpers.arrayElement(Object.values(OtcSide)),
          status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
          price: '1234.56780000',
          total_quantity: '1234.56780000',
          remaining_quantity: '1234.56780000',
          min_amount: '1234.56780000',
          max_amount: '1234.56780000',
          pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
          remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
          open_orders: faker.number.int({ min: 0, max: 2147483647 }),
          mine: faker.datatype.boolean(),
          trader: {
            user_id: faker.number.int({ min: 1, max: 2147483647 }),
            nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
            verified: faker.datatype.boolean(),
            verified_merchant: faker.datatype.boolean(),
            completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
            completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
            average_release_minutes: faker.helpers.arrayElement([
              faker.number.int({ min: 0, max: 2147483647 }),
              null,
            ]),
            joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          },
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getOtcMyTradeDetailResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcMyTradeDetailResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcMyTradeDetailResponseMock = (
  overrideResponse: Partial<Extract<OtcMyAdDetailOk, object>> = {},
): OtcMyAdDetailOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    ad: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      side: faker.helpers.arrayElement(Object.values(OtcSide)),
      status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
      price: '1234.56780000',
      total_quantity: '1234.56780000',
      remaining_quantity: '1234.56780000',
      min_amount: '1234.56780000',
      max_amount: '1234.56780000',
      pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
      remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
      open_orders: faker.number.int({ min: 0, max: 2147483647 }),
      mine: faker.datatype.boolean(),
      trader: {
        user_id: faker.number.int({ min: 1, max: 2147483647 }),
        nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
        verified: faker.datatype.boolean(),
        verified_merchant: faker.datatype.boolean(),
        completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
        completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
        average_release_minutes: faker.helpers.arrayElement([
          faker.number.int({ min: 0, max: 2147483647 }),
          null,
        ]),
        joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      },
      created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
    orders: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
        ad_id: faker.number.int({ min: 1, max: 2147483647 }),
        role: faker.helpers.arrayElement(Object.values(OtcRole)),
        status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
        price: '1234.56780000',
        quantity: '1234.56780000',
        amount: '1234.56780000',
        fee: '1234.56780000',
        receive_quantity: '1234.56780000',
        min_amount: '1234.56780000',
        max_amount: '1234.56780000',
        buyer: {
          user_id: faker.number.int({ min: 1, max: 2147483647 }),
          nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        seller: {
          user_id: faker.number.int({ min: 1, max: 2147483647 }),
          nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
        payment_kind: faker.helpers.arrayElement([
          faker.helpers.arrayElement(Object.values(OtcPayKind)),
          null,
        ]),
        receiving: faker.helpers.arrayElement([
          Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
            () => ({ ...getOtcMyTradeDetailResponseOtcReceivingAccountMock() }),
          ),
          null,
        ]),
        payment_voucher_upload_id: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 10, max: 20 } }),
          null,
        ]),
        pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
        paid_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        appeal_after: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        confirmed_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        cancelled_at: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        cancel_reason: faker.helpers.arrayElement([
          faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
          null,
        ]),
        appeal: faker.helpers.arrayElement([
          { ...getOtcMyTradeDetailResponseOtcAppealMock() },
          null,
        ]),
        created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      }),
    ),
  },
  ...overrideResponse,
});

export const getOtcMyTradeEditResponseMock = (
  overrideResponse: Partial<Extract<OtcAdOk, object>> = {},
): OtcAdOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    side: faker.helpers.arrayElement(Object.values(OtcSide)),
    status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    total_quantity: '1234.56780000',
    remaining_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    mine: faker.datatype.boolean(),
    trader: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
      verified: faker.datatype.boolean(),
      verified_merchant: faker.datatype.boolean(),
      completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
      completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      average_release_minutes: faker.helpers.arrayElement([
        faker.number.int({ min: 0, max: 2147483647 }),
        null,
      ]),
      joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcUpdateShowResponseMock = (
  overrideResponse: Partial<Extract<OtcAdOk, object>> = {},
): OtcAdOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    side: faker.helpers.arrayElement(Object.values(OtcSide)),
    status: faker.helpers.arrayElement(Object.values(OtcAdStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    total_quantity: '1234.56780000',
    remaining_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    remark: faker.string.alpha({ length: { min: 10, max: 20 } }),
    open_orders: faker.number.int({ min: 0, max: 2147483647 }),
    mine: faker.datatype.boolean(),
    trader: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
      verified: faker.datatype.boolean(),
      verified_merchant: faker.datatype.boolean(),
      completed_orders: faker.number.int({ min: 0, max: 2147483647 }),
      completion_rate: faker.helpers.arrayElement(['1234.56780000', null]),
      average_release_minutes: faker.helpers.arrayElement([
        faker.number.int({ min: 0, max: 2147483647 }),
        null,
      ]),
      joined_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    },
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcCancelTradeResponseMock = (
  overrideResponse: Partial<Extract<EmptyOkResponse, object>> = {},
): EmptyOkResponse => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: null,
  ...overrideResponse,
});

export const getOtcTradeResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcTradeResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcTradeResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderOk, object>> = {},
): OtcOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
    ad_id: faker.number.int({ min: 1, max: 2147483647 }),
    role: faker.helpers.arrayElement(Object.values(OtcRole)),
    status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    quantity: '1234.56780000',
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    buyer: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    seller: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    payment_kind: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcPayKind)),
      null,
    ]),
    receiving: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        ...getOtcTradeResponseOtcReceivingAccountMock(),
      })),
      null,
    ]),
    payment_voucher_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    appeal_after: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    confirmed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancelled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancel_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
      null,
    ]),
    appeal: faker.helpers.arrayElement([{ ...getOtcTradeResponseOtcAppealMock() }, null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcMyTradeOrderListResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcMyTradeOrderListResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcMyTradeOrderListResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderPageOk, object>> = {},
): OtcOrderPageOk => ({
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
          order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
          ad_id: faker.number.int({ min: 1, max: 2147483647 }),
          role: faker.helpers.arrayElement(Object.values(OtcRole)),
          status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
          price: '1234.56780000',
          quantity: '1234.56780000',
          amount: '1234.56780000',
          fee: '1234.56780000',
          receive_quantity: '1234.56780000',
          min_amount: '1234.56780000',
          max_amount: '1234.56780000',
          buyer: {
            user_id: faker.number.int({ min: 1, max: 2147483647 }),
            nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
          },
          seller: {
            user_id: faker.number.int({ min: 1, max: 2147483647 }),
            nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
          },
          pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
          payment_kind: faker.helpers.arrayElement([
            faker.helpers.arrayElement(Object.values(OtcPayKind)),
            null,
          ]),
          receiving: faker.helpers.arrayElement([
            Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
              () => ({ ...getOtcMyTradeOrderListResponseOtcReceivingAccountMock() }),
            ),
            null,
          ]),
          payment_voucher_upload_id: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
          paid_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          appeal_after: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          confirmed_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          cancelled_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
          cancel_reason: faker.helpers.arrayElement([
            faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
            null,
          ]),
          appeal: faker.helpers.arrayElement([
            { ...getOtcMyTradeOrderListResponseOtcAppealMock() },
            null,
          ]),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getOtcOrderDetailResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcOrderDetailResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcOrderDetailResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderOk, object>> = {},
): OtcOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
    ad_id: faker.number.int({ min: 1, max: 2147483647 }),
    role: faker.helpers.arrayElement(Object.values(OtcRole)),
    status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    quantity: '1234.56780000',
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    buyer: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    seller: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    payment_kind: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcPayKind)),
      null,
    ]),
    receiving: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        ...getOtcOrderDetailResponseOtcReceivingAccountMock(),
      })),
      null,
    ]),
    payment_voucher_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    appeal_after: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    confirmed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancelled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancel_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
      null,
    ]),
    appeal: faker.helpers.arrayElement([{ ...getOtcOrderDetailResponseOtcAppealMock() }, null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcPayResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcPayResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcPayResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderOk, object>> = {},
): OtcOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
    ad_id: faker.number.int({ min: 1, max: 2147483647 }),
    role: faker.helpers.arrayElement(Object.values(OtcRole)),
    status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    quantity: '1234.56780000',
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    buyer: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    seller: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    payment_kind: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcPayKind)),
      null,
    ]),
    receiving: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        ...getOtcPayResponseOtcReceivingAccountMock(),
      })),
      null,
    ]),
    payment_voucher_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    appeal_after: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    confirmed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancelled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancel_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
      null,
    ]),
    appeal: faker.helpers.arrayElement([{ ...getOtcPayResponseOtcAppealMock() }, null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcConfirmResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcConfirmResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcConfirmResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderOk, object>> = {},
): OtcOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
    ad_id: faker.number.int({ min: 1, max: 2147483647 }),
    role: faker.helpers.arrayElement(Object.values(OtcRole)),
    status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    quantity: '1234.56780000',
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    buyer: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    seller: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    payment_kind: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcPayKind)),
      null,
    ]),
    receiving: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        ...getOtcConfirmResponseOtcReceivingAccountMock(),
      })),
      null,
    ]),
    payment_voucher_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    appeal_after: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    confirmed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancelled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancel_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
      null,
    ]),
    appeal: faker.helpers.arrayElement([{ ...getOtcConfirmResponseOtcAppealMock() }, null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcCancelTradeOrderResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcCancelTradeOrderResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcCancelTradeOrderResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderOk, object>> = {},
): OtcOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
    ad_id: faker.number.int({ min: 1, max: 2147483647 }),
    role: faker.helpers.arrayElement(Object.values(OtcRole)),
    status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    quantity: '1234.56780000',
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    buyer: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    seller: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    payment_kind: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcPayKind)),
      null,
    ]),
    receiving: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        ...getOtcCancelTradeOrderResponseOtcReceivingAccountMock(),
      })),
      null,
    ]),
    payment_voucher_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    appeal_after: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    confirmed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancelled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancel_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
      null,
    ]),
    appeal: faker.helpers.arrayElement([
      { ...getOtcCancelTradeOrderResponseOtcAppealMock() },
      null,
    ]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcAppealResponseOtcReceivingAccountMock = (
  overrideResponse: Partial<OtcReceivingAccount> = {},
): OtcReceivingAccount => ({
  ...{
    kind: faker.helpers.arrayElement(Object.values(OtcPayKind)),
    account: faker.string.alpha({ length: { min: 10, max: 20 } }),
    holder: faker.string.alpha({ length: { min: 10, max: 20 } }),
    bank_name: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    branch: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    qr_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcAppealResponseOtcAppealMock = (
  overrideResponse: Partial<OtcAppeal> = {},
): OtcAppeal => ({
  ...{
    by: faker.helpers.arrayElement(Object.values(OtcRole)),
    description: faker.string.alpha({ length: { min: 10, max: 20 } }),
    voucher_upload_id: faker.string.alpha({ length: { min: 10, max: 20 } }),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    resolution: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcRole)),
      null,
    ]),
    resolved_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getOtcAppealResponseMock = (
  overrideResponse: Partial<Extract<OtcOrderOk, object>> = {},
): OtcOrderOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    order_no: faker.string.alpha({ length: { min: 10, max: 20 } }),
    ad_id: faker.number.int({ min: 1, max: 2147483647 }),
    role: faker.helpers.arrayElement(Object.values(OtcRole)),
    status: faker.helpers.arrayElement(Object.values(OtcOrderStatus)),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    legal: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    quantity: '1234.56780000',
    amount: '1234.56780000',
    fee: '1234.56780000',
    receive_quantity: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
    buyer: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    seller: {
      user_id: faker.number.int({ min: 1, max: 2147483647 }),
      nickname: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
    pay_kinds: faker.helpers.arrayElements(Object.values(OtcPayKind)),
    payment_kind: faker.helpers.arrayElement([
      faker.helpers.arrayElement(Object.values(OtcPayKind)),
      null,
    ]),
    receiving: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        ...getOtcAppealResponseOtcReceivingAccountMock(),
      })),
      null,
    ]),
    payment_voucher_upload_id: faker.helpers.arrayElement([
      faker.string.alpha({ length: { min: 10, max: 20 } }),
      null,
    ]),
    pay_deadline: faker.date.past().toISOString().slice(0, 19) + 'Z',
    paid_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    appeal_after: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    confirmed_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancelled_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
    cancel_reason: faker.helpers.arrayElement([
      faker.helpers.arrayElement(['buyer', 'timeout', 'appeal'] as const),
      null,
    ]),
    appeal: faker.helpers.arrayElement([{ ...getOtcAppealResponseOtcAppealMock() }, null]),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getOtcCurrencyListMockHandler = (
  overrideResponse?:
    | OtcMarketOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcMarketOk> | OtcMarketOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/currencyList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcCurrencyListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcTradeListMockHandler = (
  overrideResponse?:
    | OtcAdPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcAdPageOk> | OtcAdPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/tradeList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcTradeListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcAgentMockHandler = (
  overrideResponse?:
    | OtcTraderProfileOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OtcTraderProfileOk> | OtcTraderProfileOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/agent',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcAgentResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcBailMockHandler = (
  overrideResponse?:
    | OtcMarginOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcMarginOk> | OtcMarginOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/bail',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcBailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcTransferMockHandler = (
  overrideResponse?:
    | OtcMarginOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<OtcMarginOk> | OtcMarginOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/transfer',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcTransferResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcRefundMockHandler = (
  overrideResponse?:
    | OtcMarginOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<OtcMarginOk> | OtcMarginOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/refund',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcRefundResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcTransferRecordMockHandler = (
  overrideResponse?:
    | OtcMarginRecordPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OtcMarginRecordPageOk> | OtcMarginRecordPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/transferRecord',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcTransferRecordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcPublishMockHandler = (
  overrideResponse?:
    | OtcAdOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcAdOk> | OtcAdOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/publish',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcPublishResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcMyTradeListMockHandler = (
  overrideResponse?:
    | OtcAdPageOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcAdPageOk> | OtcAdPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/myTradeList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcMyTradeListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcMyTradeDetailMockHandler = (
  overrideResponse?:
    | OtcMyAdDetailOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OtcMyAdDetailOk> | OtcMyAdDetailOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/myTradeDetail',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcMyTradeDetailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcMyTradeEditMockHandler = (
  overrideResponse?:
    | OtcAdOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcAdOk> | OtcAdOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/myTradeEdit',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcMyTradeEditResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcUpdateShowMockHandler = (
  overrideResponse?:
    | OtcAdOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcAdOk> | OtcAdOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/updateShow',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcUpdateShowResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcCancelTradeMockHandler = (
  overrideResponse?:
    | EmptyOkResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<EmptyOkResponse> | EmptyOkResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/cancelTrade',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcCancelTradeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcTradeMockHandler = (
  overrideResponse?:
    | OtcOrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcOrderOk> | OtcOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/trade',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcTradeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcMyTradeOrderListMockHandler = (
  overrideResponse?:
    | OtcOrderPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<OtcOrderPageOk> | OtcOrderPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/myTradeOrderList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcMyTradeOrderListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcOrderDetailMockHandler = (
  overrideResponse?:
    | OtcOrderOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcOrderOk> | OtcOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/trade/orderDetail',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcOrderDetailResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcPayMockHandler = (
  overrideResponse?:
    | OtcOrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcOrderOk> | OtcOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/pay',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcPayResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcConfirmMockHandler = (
  overrideResponse?:
    | OtcOrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcOrderOk> | OtcOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/confirm',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcConfirmResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcCancelTradeOrderMockHandler = (
  overrideResponse?:
    | OtcOrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcOrderOk> | OtcOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/cancelTradeOrder',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcCancelTradeOrderResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getOtcAppealMockHandler = (
  overrideResponse?:
    | OtcOrderOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcOrderOk> | OtcOrderOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/trade/appeal',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getOtcAppealResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getOtcMock = () => [
  getOtcCurrencyListMockHandler(),
  getOtcTradeListMockHandler(),
  getOtcAgentMockHandler(),
  getOtcBailMockHandler(),
  getOtcTransferMockHandler(),
  getOtcRefundMockHandler(),
  getOtcTransferRecordMockHandler(),
  getOtcPublishMockHandler(),
  getOtcMyTradeListMockHandler(),
  getOtcMyTradeDetailMockHandler(),
  getOtcMyTradeEditMockHandler(),
  getOtcUpdateShowMockHandler(),
  getOtcCancelTradeMockHandler(),
  getOtcTradeMockHandler(),
  getOtcMyTradeOrderListMockHandler(),
  getOtcOrderDetailMockHandler(),
  getOtcPayMockHandler(),
  getOtcConfirmMockHandler(),
  getOtcCancelTradeOrderMockHandler(),
  getOtcAppealMockHandler(),
];

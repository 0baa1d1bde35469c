import { faker } from '@faker-js/faker';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { MinerState } from '../../model';
import type {
  BuyFormOk,
  ConvertCoinListOk,
  ConvertOk,
  ConvertPageOk,
  MinerInfoOk,
  MinerModel,
  MinerModelListOk,
  PledgeAwardPageOk,
  PledgeFormOk,
  PledgeInfoOk,
  PledgeOk,
  PledgePageOk,
  PledgeProductListOk,
  PledgeSummaryOk,
  UserMinerOk,
  UserMinerPageOk,
} from '../../model';

export const getMinerListResponseMock = (
  overrideResponse: Partial<Extract<MinerModelListOk, object>> = {},
): MinerModelListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    remaining_seconds: faker.number.int({ min: 0, max: 2147483647 }),
  })),
  ...overrideResponse,
});

export const getMinerInfoResponseMinerModelMock = (
  overrideResponse: Partial<MinerModel> = {},
): MinerModel => ({
  ...{
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    remaining_seconds: faker.number.int({ min: 0, max: 2147483647 }),
  },
  ...overrideResponse,
});

export const getMinerInfoResponseMock = (
  overrideResponse: Partial<Extract<MinerInfoOk, object>> = {},
): MinerInfoOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    summary: {
      miners: faker.number.int({ min: 0, max: 2147483647 }),
      preparing: faker.number.int({ min: 0, max: 2147483647 }),
      earning: faker.number.int({ min: 0, max: 2147483647 }),
      coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          coin_id: faker.number.int({ min: 1, max: 2147483647 }),
          coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
          daily_yield: '1234.56780000',
          accumulated: '1234.56780000',
        }),
      ),
    },
    model: faker.helpers.arrayElement([{ ...getMinerInfoResponseMinerModelMock() }, null]),
  },
  ...overrideResponse,
});

export const getMinerBuyMinerFormResponseMock = (
  overrideResponse: Partial<Extract<BuyFormOk, object>> = {},
): BuyFormOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    model: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      name: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hashrate: '1234.56780000',
      hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
      coin_id: faker.number.int({ min: 1, max: 2147483647 }),
      coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
      price: '1234.56780000',
      seat_price: '1234.56780000',
      seats: faker.number.int({ min: 1, max: 2147483647 }),
      daily_yield: '1234.56780000',
      seat_daily_yield: '1234.56780000',
      prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
      run_days: faker.number.int({ min: 1, max: 2147483647 }),
      offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      remaining_seconds: faker.number.int({ min: 0, max: 2147483647 }),
    },
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    available: '1234.56780000',
  },
  ...overrideResponse,
});

export const getMinerBuyMinerResponseMock = (
  overrideResponse: Partial<Extract<UserMinerOk, object>> = {},
): UserMinerOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    model_id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    kind: faker.helpers.arrayElement(['machine', 'seat'] as const),
    quantity: faker.number.int({ min: 1, max: 2147483647 }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    paid: '1234.56780000',
    daily_yield: '1234.56780000',
    accumulated: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(MinerState)),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    earning_from: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getMinerSeatListResponseMock = (
  overrideResponse: Partial<Extract<MinerModelListOk, object>> = {},
): MinerModelListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin_id: faker.number.int({ min: 1, max: 2147483647 }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    price: '1234.56780000',
    seat_price: '1234.56780000',
    seats: faker.number.int({ min: 1, max: 2147483647 }),
    daily_yield: '1234.56780000',
    seat_daily_yield: '1234.56780000',
    prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
    run_days: faker.number.int({ min: 1, max: 2147483647 }),
    offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    remaining_seconds: faker.number.int({ min: 0, max: 2147483647 }),
  })),
  ...overrideResponse,
});

export const getMinerBuySeatFormResponseMock = (
  overrideResponse: Partial<Extract<BuyFormOk, object>> = {},
): BuyFormOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    model: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      name: faker.string.alpha({ length: { min: 10, max: 20 } }),
      hashrate: '1234.56780000',
      hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
      coin_id: faker.number.int({ min: 1, max: 2147483647 }),
      coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
      price: '1234.56780000',
      seat_price: '1234.56780000',
      seats: faker.number.int({ min: 1, max: 2147483647 }),
      daily_yield: '1234.56780000',
      seat_daily_yield: '1234.56780000',
      prepare_days: faker.number.int({ min: 0, max: 2147483647 }),
      run_days: faker.number.int({ min: 1, max: 2147483647 }),
      offer_ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
      remaining_seconds: faker.number.int({ min: 0, max: 2147483647 }),
    },
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    available: '1234.56780000',
  },
  ...overrideResponse,
});

export const getMinerBuySeatResponseMock = (
  overrideResponse: Partial<Extract<UserMinerOk, object>> = {},
): UserMinerOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    model_id: faker.number.int({ min: 1, max: 2147483647 }),
    name: faker.string.alpha({ length: { min: 10, max: 20 } }),
    kind: faker.helpers.arrayElement(['machine', 'seat'] as const),
    quantity: faker.number.int({ min: 1, max: 2147483647 }),
    hashrate: '1234.56780000',
    hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
    coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
    paid: '1234.56780000',
    daily_yield: '1234.56780000',
    accumulated: '1234.56780000',
    state: faker.helpers.arrayElement(Object.values(MinerState)),
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    earning_from: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getMinerMyMinerListResponseMock = (
  overrideResponse: Partial<Extract<UserMinerPageOk, object>> = {},
): UserMinerPageOk => ({
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
          model_id: faker.number.int({ min: 1, max: 2147483647 }),
          name: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kind: faker.helpers.arrayElement(['machine', 'seat'] as const),
          quantity: faker.number.int({ min: 1, max: 2147483647 }),
          hashrate: '1234.56780000',
          hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
          coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
          paid: '1234.56780000',
          daily_yield: '1234.56780000',
          accumulated: '1234.56780000',
          state: faker.helpers.arrayElement(Object.values(MinerState)),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          earning_from: faker.date.past().toISOString().slice(0, 19) + 'Z',
          ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getMinerReservationResponseMock = (
  overrideResponse: Partial<Extract<UserMinerPageOk, object>> = {},
): UserMinerPageOk => ({
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
          model_id: faker.number.int({ min: 1, max: 2147483647 }),
          name: faker.string.alpha({ length: { min: 10, max: 20 } }),
          kind: faker.helpers.arrayElement(['machine', 'seat'] as const),
          quantity: faker.number.int({ min: 1, max: 2147483647 }),
          hashrate: '1234.56780000',
          hashrate_unit: faker.string.alpha({ length: { min: 10, max: 20 } }),
          coin: faker.string.alpha({ length: { min: 10, max: 20 } }),
          paid: '1234.56780000',
          daily_yield: '1234.56780000',
          accumulated: '1234.56780000',
          state: faker.helpers.arrayElement(Object.values(MinerState)),
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          earning_from: faker.date.past().toISOString().slice(0, 19) + 'Z',
          ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getMinerZhiyaResponseMock = (
  overrideResponse: Partial<Extract<PledgeSummaryOk, object>> = {},
): PledgeSummaryOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    active: faker.number.int({ min: 0, max: 2147483647 }),
    coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        staked: '1234.56780000',
        awarded: '1234.56780000',
      }),
    ),
  },
  ...overrideResponse,
});

export const getMinerConvertFormResponseMock = (
  overrideResponse: Partial<Extract<ConvertCoinListOk, object>> = {},
): ConvertCoinListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    decimals: faker.number.int({ min: 0, max: 18 }),
    usdt_price: '1234.56780000',
    available: '1234.56780000',
  })),
  ...overrideResponse,
});

export const getMinerConvertResponseMock = (
  overrideResponse: Partial<Extract<ConvertOk, object>> = {},
): ConvertOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    price: '1234.56780000',
    receive: '1234.56780000',
    created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
  },
  ...overrideResponse,
});

export const getMinerConvertsResponseMock = (
  overrideResponse: Partial<Extract<ConvertPageOk, object>> = {},
): ConvertPageOk => ({
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
          price: '1234.56780000',
          receive: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getPledgeInfoResponseMock = (
  overrideResponse: Partial<Extract<PledgeInfoOk, object>> = {},
): PledgeInfoOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    products: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
      () => ({
        id: faker.number.int({ min: 1, max: 2147483647 }),
        currency_id: faker.number.int({ min: 1, max: 2147483647 }),
        currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
        days: faker.number.int({ min: 1, max: 2147483647 }),
        daily_rate: '1234.56780000',
        total_rate: '1234.56780000',
        min_amount: '1234.56780000',
        max_amount: '1234.56780000',
      }),
    ),
    summary: {
      active: faker.number.int({ min: 0, max: 2147483647 }),
      coins: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          currency_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          staked: '1234.56780000',
          awarded: '1234.56780000',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getPledgeMinerResponseMock = (
  overrideResponse: Partial<Extract<PledgeProductListOk, object>> = {},
): PledgeProductListOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 2147483647 }),
    currency_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    days: faker.number.int({ min: 1, max: 2147483647 }),
    daily_rate: '1234.56780000',
    total_rate: '1234.56780000',
    min_amount: '1234.56780000',
    max_amount: '1234.56780000',
  })),
  ...overrideResponse,
});

export const getPledgePledgeFormResponseMock = (
  overrideResponse: Partial<Extract<PledgeFormOk, object>> = {},
): PledgeFormOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    product: {
      id: faker.number.int({ min: 1, max: 2147483647 }),
      currency_id: faker.number.int({ min: 1, max: 2147483647 }),
      currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
      days: faker.number.int({ min: 1, max: 2147483647 }),
      daily_rate: '1234.56780000',
      total_rate: '1234.56780000',
      min_amount: '1234.56780000',
      max_amount: '1234.56780000',
    },
    available: '1234.56780000',
  },
  ...overrideResponse,
});

export const getPledgePledgeResponseMock = (
  overrideResponse: Partial<Extract<PledgeOk, object>> = {},
): PledgeOk => ({
  code: 1,
  type: 'ok',
  message: faker.string.alpha({ length: { min: 10, max: 20 } }),
  data: {
    id: faker.number.int({ min: 1, max: 2147483647 }),
    product_id: faker.number.int({ min: 1, max: 2147483647 }),
    currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
    amount: '1234.56780000',
    daily_rate: '1234.56780000',
    days: faker.number.int({ min: 1, max: 2147483647 }),
    status: faker.helpers.arrayElement(['active', 'released'] as const),
    awarded: '1234.56780000',
    started_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
    released_at: faker.helpers.arrayElement([
      faker.date.past().toISOString().slice(0, 19) + 'Z',
      null,
    ]),
  },
  ...overrideResponse,
});

export const getPledgePledgeRecordResponseMock = (
  overrideResponse: Partial<Extract<PledgePageOk, object>> = {},
): PledgePageOk => ({
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
          product_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          amount: '1234.56780000',
          daily_rate: '1234.56780000',
          days: faker.number.int({ min: 1, max: 2147483647 }),
          status: faker.helpers.arrayElement(['active', 'released'] as const),
          awarded: '1234.56780000',
          started_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          ends_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
          released_at: faker.helpers.arrayElement([
            faker.date.past().toISOString().slice(0, 19) + 'Z',
            null,
          ]),
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getPledgeAwardResponseMock = (
  overrideResponse: Partial<Extract<PledgeAwardPageOk, object>> = {},
): PledgeAwardPageOk => ({
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
          pledge_id: faker.number.int({ min: 1, max: 2147483647 }),
          currency: faker.string.alpha({ length: { min: 10, max: 20 } }),
          day: faker.number.int({ min: 1, max: 2147483647 }),
          amount: '1234.56780000',
          created_at: faker.date.past().toISOString().slice(0, 19) + 'Z',
        }),
      ),
    },
  },
  ...overrideResponse,
});

export const getMinerListMockHandler = (
  overrideResponse?:
    | MinerModelListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<MinerModelListOk> | MinerModelListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/list',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerInfoMockHandler = (
  overrideResponse?:
    | MinerInfoOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MinerInfoOk> | MinerInfoOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/info',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerInfoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerBuyMinerFormMockHandler = (
  overrideResponse?:
    | BuyFormOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BuyFormOk> | BuyFormOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/buyMiner',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerBuyMinerFormResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerBuyMinerMockHandler = (
  overrideResponse?:
    | UserMinerOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<UserMinerOk> | UserMinerOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/miner/buyMiner',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerBuyMinerResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerSeatListMockHandler = (
  overrideResponse?:
    | MinerModelListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<MinerModelListOk> | MinerModelListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/seatList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerSeatListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerBuySeatFormMockHandler = (
  overrideResponse?:
    | BuyFormOk
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BuyFormOk> | BuyFormOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/buySeat',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerBuySeatFormResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerBuySeatMockHandler = (
  overrideResponse?:
    | UserMinerOk
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<UserMinerOk> | UserMinerOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/miner/buySeat',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerBuySeatResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerMyMinerListMockHandler = (
  overrideResponse?:
    | UserMinerPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<UserMinerPageOk> | UserMinerPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/myMinerList',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerMyMinerListResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerReservationMockHandler = (
  overrideResponse?:
    | UserMinerPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<UserMinerPageOk> | UserMinerPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/reservation',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerReservationResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerZhiyaMockHandler = (
  overrideResponse?:
    | PledgeSummaryOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PledgeSummaryOk> | PledgeSummaryOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/zhiya',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerZhiyaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerConvertFormMockHandler = (
  overrideResponse?:
    | ConvertCoinListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ConvertCoinListOk> | ConvertCoinListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/convert',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerConvertFormResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerConvertMockHandler = (
  overrideResponse?:
    | ConvertOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ConvertOk> | ConvertOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/miner/convert',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerConvertResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMinerConvertsMockHandler = (
  overrideResponse?:
    | ConvertPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ConvertPageOk> | ConvertPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/miner/converts',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMinerConvertsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPledgeInfoMockHandler = (
  overrideResponse?:
    | PledgeInfoOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PledgeInfoOk> | PledgeInfoOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/pledge/info',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPledgeInfoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPledgeMinerMockHandler = (
  overrideResponse?:
    | PledgeProductListOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PledgeProductListOk> | PledgeProductListOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/pledge/miner',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPledgeMinerResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPledgePledgeFormMockHandler = (
  overrideResponse?:
    | PledgeFormOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PledgeFormOk> | PledgeFormOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/pledge/pledge',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPledgePledgeFormResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPledgePledgeMockHandler = (
  overrideResponse?:
    | PledgeOk
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PledgeOk> | PledgeOk),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '/api/pledge/pledge',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPledgePledgeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPledgePledgeRecordMockHandler = (
  overrideResponse?:
    | PledgePageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PledgePageOk> | PledgePageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/pledge/pledgeRecord',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPledgePledgeRecordResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getPledgeAwardMockHandler = (
  overrideResponse?:
    | PledgeAwardPageOk
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PledgeAwardPageOk> | PledgeAwardPageOk),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '/api/pledge/award',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getPledgeAwardResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getMiningMock = () => [
  getMinerListMockHandler(),
  getMinerInfoMockHandler(),
  getMinerBuyMinerFormMockHandler(),
  getMinerBuyMinerMockHandler(),
  getMinerSeatListMockHandler(),
  getMinerBuySeatFormMockHandler(),
  getMinerBuySeatMockHandler(),
  getMinerMyMinerListMockHandler(),
  getMinerReservationMockHandler(),
  getMinerZhiyaMockHandler(),
  getMinerConvertFormMockHandler(),
  getMinerConvertMockHandler(),
  getMinerConvertsMockHandler(),
  getPledgeInfoMockHandler(),
  getPledgeMinerMockHandler(),
  getPledgePledgeFormMockHandler(),
  getPledgePledgeMockHandler(),
  getPledgePledgeRecordMockHandler(),
  getPledgeAwardMockHandler(),
];

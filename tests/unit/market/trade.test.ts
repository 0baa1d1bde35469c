import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { tradeSchema, type TradeLimits } from '../../../src/features/market';
import { MESSAGES as M } from '../../../src/features/market/schemas/messages';

const base: TradeLimits = {
  side: 'buy',
  type: 'limit',
  lastPrice: '50000',
  priceDecimals: 2,
  quantityDecimals: 5,
  available: '1000',
};

async function errorOf(
  limits: Partial<TradeLimits>,
  values: { price?: string; quantity?: string },
  path: string,
) {
  try {
    await tradeSchema({ ...base, ...limits }).validate(
      { price: '', quantity: '', ...values },
      { abortEarly: false },
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === path)?.message;
  }
}

describe('spot trade schema', () => {
  it.each([
    ['', M.quantityRequired],
    ['  ', M.quantityRequired],
    ['0', M.quantityInvalid],
    ['abc', M.quantityInvalid],
    ['-1', M.quantityInvalid],
    ['1e2', M.quantityInvalid],
    ['0.000001', M.quantityPlaces],
    ['0.01', undefined],
  ])('quantity %j -> %s', async (quantity, message) => {
    expect(await errorOf({}, { price: '100', quantity }, 'quantity')).toBe(message);
  });

  it.each([
    ['', M.priceRequired],
    ['0', M.priceInvalid],
    ['x', M.priceInvalid],
    ['100.001', M.pricePlaces],
    ['100.01', undefined],
  ])('limit price %j -> %s', async (price, message) => {
    expect(await errorOf({}, { price, quantity: '0.01' }, 'price')).toBe(message);
  });

  it('a market order needs no price', async () => {
    expect(
      await errorOf({ type: 'market' }, { price: '', quantity: '0.01' }, 'price'),
    ).toBeUndefined();
  });

  it('a buy needs price x quantity of the quote coin: "Insufficient balance"', async () => {
    expect(await errorOf({}, { price: '1000', quantity: '1' }, 'quantity')).toBeUndefined();
    expect(await errorOf({}, { price: '1000.01', quantity: '1' }, 'quantity')).toBe(
      M.insufficientBalance,
    );
    // A market buy is checked at the last price.
    expect(await errorOf({ type: 'market' }, { quantity: '0.02001' }, 'quantity')).toBe(
      M.insufficientBalance,
    );
    expect(await errorOf({ type: 'market' }, { quantity: '0.02' }, 'quantity')).toBeUndefined();
  });

  it('a sell needs the quantity of the base coin: "Insufficient sellable balance"', async () => {
    expect(
      await errorOf(
        { side: 'sell', available: '0.5' },
        { price: '1', quantity: '0.5' },
        'quantity',
      ),
    ).toBeUndefined();
    expect(
      await errorOf(
        { side: 'sell', available: '0.5' },
        { price: '1', quantity: '0.50001' },
        'quantity',
      ),
    ).toBe(M.insufficientSellable);
  });
});

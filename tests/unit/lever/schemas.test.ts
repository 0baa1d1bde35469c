import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MESSAGES as M, leverCost, leverSchema, stopSchema } from '../../../src/features/lever';

const limits = { price: '50000', lotSize: '0.01', feeRate: '0.0005', balance: '600' };

async function errorOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
  path: string,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === path)?.message;
  }
}

describe('leverage schema (spec section 5: leverage)', () => {
  const long = leverSchema('long', limits, '10');
  const base = { lots: '1', stop_profit: '52000', stop_loss: '48000' };
  it.each([
    ['', M.lotsMin],
    ['0', M.lotsMin],
    ['1.5', M.lotsMin],
    ['-1', M.lotsMin],
    ['1', undefined],
    ['11', undefined],
    ['12', M.insufficient], // 12 lots: margin 600 + fee 3 > 600
  ])('lots %j -> %s', async (lots, message) => {
    expect(await errorOf(long, { ...base, lots }, 'lots')).toBe(message);
  });
  it('requires both stop prices', async () => {
    expect(await errorOf(long, { ...base, stop_profit: '' }, 'stop_profit')).toBe(
      M.stopProfitRequired,
    );
    expect(await errorOf(long, { ...base, stop_loss: '' }, 'stop_loss')).toBe(M.stopLossRequired);
    expect(await errorOf(long, { ...base, stop_loss: 'x' }, 'stop_loss')).toBe(M.priceInvalid);
  });
  it("puts a long's stop-profit above and stop-loss below the price, a short's the other way", async () => {
    expect(await errorOf(long, { ...base, stop_profit: '50000' }, 'stop_profit')).toBe(
      M.stopProfitSide,
    );
    expect(await errorOf(long, { ...base, stop_loss: '50001' }, 'stop_loss')).toBe(M.stopLossSide);
    const short = stopSchema('short', '50000');
    expect(await errorOf(short, { stop_profit: '52000', stop_loss: '48000' }, 'stop_profit')).toBe(
      M.stopProfitSide,
    );
    expect(await errorOf(short, { stop_profit: '48000', stop_loss: '48000' }, 'stop_loss')).toBe(
      M.stopLossSide,
    );
    expect(
      await errorOf(short, { stop_profit: '48000', stop_loss: '52000' }, 'stop_loss'),
    ).toBeUndefined();
  });
  it('previews margin = lots × lot size × price / multiple and the fee, rounded up like the server', () => {
    expect(leverCost('10', '10', limits)).toEqual({ margin: '500', fee: '2.5' });
    expect(leverCost('1', '100', { ...limits, price: '50000.123' })).toEqual({
      margin: '5.0000123',
      fee: '0.25000062',
    });
    expect(leverCost('0', '10', limits)).toBeNull();
  });
});

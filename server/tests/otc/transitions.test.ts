// The order state machine as a matrix: from each of the six states, every party action is either the
// contract's transition or refused with its code, leaving the order (and the money) where it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { MINUTE, startOtcApp, USDT, type OtcApp, type OtcUser } from './fixture.ts';

type State =
  | 'to_be_paid'
  | 'to_be_confirmed'
  | 'confirmed'
  | 'cancelled'
  | 'seller_appealing'
  | 'overtime_appealing';
type Action = 'pay' | 'confirm' | 'cancel' | 'seller_appeal' | 'buyer_appeal';
const STATES: State[] = [
  'to_be_paid',
  'to_be_confirmed',
  'confirmed',
  'cancelled',
  'seller_appealing',
  'overtime_appealing',
];
const ACTIONS: Action[] = ['pay', 'confirm', 'cancel', 'seller_appeal', 'buyer_appeal'];

/** The contract's transitions (the buyer's appeal from to_be_confirmed only once appeal_after has passed). */
const ALLOWED: Partial<Record<State, Partial<Record<Action, State>>>> = {
  to_be_paid: { pay: 'to_be_confirmed', cancel: 'cancelled' },
  to_be_confirmed: {
    confirm: 'confirmed',
    seller_appeal: 'seller_appealing',
    buyer_appeal: 'overtime_appealing',
  },
  seller_appealing: { confirm: 'confirmed' },
  overtime_appealing: { confirm: 'confirmed' },
};

describe.each(backends())('OTC order transitions on $name', (backend) => {
  let t: OtcApp;
  let m: OtcUser;
  let buyer: OtcUser;
  let adId: number;
  beforeAll(async () => {
    t = await startOtcApp(await backend.open());
    m = await t.merchant('matrix', [[USDT, '5000']]);
    await t.fundPassword(m);
    adId = (await t.publish(m, { quantity: '4000', max_amount: '5000' })).id;
    buyer = await t.taker('matrix-buyer');
  });
  afterAll(async () => {
    await t?.ledger.idle();
    await t?.close();
  });

  const act = async (action: Action, id: number, by?: OtcUser) => {
    switch (action) {
      case 'pay':
        return (by ?? buyer).post('/api/trade/pay', {
          id,
          payment_kind: 'bank',
          voucher_upload_id: await t.voucher(by ?? buyer),
        });
      case 'confirm':
        return (by ?? m).post('/api/trade/confirm', { id, fund_password: '123456' });
      case 'cancel':
        return (by ?? buyer).post('/api/trade/cancelTradeOrder', { id });
      case 'seller_appeal':
        return m.post('/api/trade/appeal', {
          id,
          description: 'payment not received',
          voucher_upload_id: await t.voucher(m),
        });
      case 'buyer_appeal':
        return buyer.post('/api/trade/appeal', {
          id,
          description: 'paid long ago',
          voucher_upload_id: await t.voucher(buyer),
        });
    }
  };
  const statusOf = async (id: number) => (await t.detail(buyer, id)).json().data.status as State;

  /** An order brought to `state` through the API (overtime_appealing needs the clock moved first). */
  async function orderIn(state: State): Promise<number> {
    const { id } = await t.order(buyer, adId, { quantity: '10' });
    if (state === 'to_be_paid') return id;
    if (state === 'cancelled') {
      await act('cancel', id);
      return id;
    }
    await act('pay', id);
    if (state === 'confirmed') await act('confirm', id);
    if (state === 'seller_appealing') await act('seller_appeal', id);
    expect(await statusOf(id)).toBe(state === 'overtime_appealing' ? 'to_be_confirmed' : state);
    return id;
  }

  it("allows exactly the contract's transitions and refuses the rest with their codes", async () => {
    // Orders whose confirmation time must have passed are paid first, then the clock moves.
    const overdue = [
      await orderIn('overtime_appealing'),
      await orderIn('overtime_appealing'),
      await orderIn('to_be_confirmed'),
    ];
    t.clock.advance(30 * MINUTE);
    for (const id of overdue.slice(0, 2))
      expect((await act('buyer_appeal', id)).json().code).toBe(1);
    const fixtures: Record<State, number> = {
      to_be_paid: await orderIn('to_be_paid'),
      to_be_confirmed: await orderIn('to_be_confirmed'),
      confirmed: await orderIn('confirmed'),
      cancelled: await orderIn('cancelled'),
      seller_appealing: await orderIn('seller_appealing'),
      overtime_appealing: overdue[0]!,
    };
    const frozenBefore = (await t.balance(m, USDT)).frozen;
    const receivedBefore = (await t.balance(buyer, USDT)).available;

    for (const state of STATES) {
      for (const action of ACTIONS) {
        if (ALLOWED[state]?.[action]) continue;
        const res = await act(action, fixtures[state]);
        const expected = state === 'to_be_confirmed' && action === 'buyer_appeal' ? 2512 : 2511;
        expect({ state, action, code: res.json().code }).toEqual({ state, action, code: expected });
        expect(await statusOf(fixtures[state])).toBe(state);
      }
      // the wrong party is refused before the state is even considered
      for (const [action, by] of [
        ['pay', m],
        ['confirm', buyer],
        ['cancel', m],
      ] as const) {
        expect({
          state,
          action,
          code: (await act(action, fixtures[state], by)).json().code,
        }).toEqual({ state, action, code: 2516 });
      }
    }
    expect((await t.balance(m, USDT)).frozen).toBe(frozenBefore);
    expect((await t.balance(buyer, USDT)).available).toBe(receivedBefore);

    const fresh: Partial<Record<State, () => Promise<number>>> = {
      to_be_paid: () => orderIn('to_be_paid'),
      to_be_confirmed: () => orderIn('to_be_confirmed'),
      seller_appealing: () => orderIn('seller_appealing'),
    };
    const spare = [overdue[1]!, overdue[2]!]; // overtime_appealing, then to_be_confirmed past appeal_after
    for (const state of STATES) {
      for (const [action, next] of Object.entries(ALLOWED[state] ?? {}) as [Action, State][]) {
        const id =
          state === 'overtime_appealing'
            ? spare[0]!
            : state === 'to_be_confirmed' && action === 'buyer_appeal'
              ? spare[1]!
              : await fresh[state]!();
        const res = await act(action, id);
        expect({ state, action, code: res.json().code, status: res.json().data?.status }).toEqual({
          state,
          action,
          code: 1,
          status: next,
        });
      }
    }
    await t.reconciles();
  });
});

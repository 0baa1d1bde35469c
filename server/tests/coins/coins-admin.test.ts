import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { runOperatorCommand } from '../../src/cli/commands.ts';
import { CURRENCIES } from '../../src/modules/seed/currencies.ts';
import { backends } from '../helpers/backends.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';
import { consoleAs, type ConsoleSession } from '../operators/support.ts';
import { BTC, form, scheduledSource, USDT } from '../spot/fixture.ts';

// The console's coins: every coin with networks, accounts, markets and the rules of `coin-rules`
// (same checks, same storage); rules changed and a coin delisted and listed again, each audited
// with before and after. A delisted coin is refused for a new deposit, withdrawal or trade, and
// its balance stays and stays visible in the user's assets; listing it again reopens it all.

const sortOf = (symbol: string) => CURRENCIES.find((c) => c.symbol === symbol)!.sort;
const bySeedOrder = (a: string, b: string) => sortOf(a) - sortOf(b);

describe.each(backends())('console coins on $name', (backend) => {
  let t: ExchangeApp;
  let admin: ConsoleSession;
  let viewer: ConsoleSession;
  let previous: PriceSource;
  beforeAll(() => {
    previous = setPriceSource(scheduledSource('50000'));
  });
  afterAll(() => setPriceSource(previous));
  afterEach(async () => {
    await t?.ledger.idle();
    await t?.close();
  });
  async function start() {
    t = await startExchangeApp(await backend.open());
    admin = await consoleAs(t, 'admin@example.com', 'admin');
    viewer = await consoleAs(t, 'viewer@example.com', 'viewer');
  }
  const put = (s: ConsoleSession, id: number, fields: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/coins/${id}/rules`,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        lang,
      },
    });
  const coin = async (symbol: string) =>
    (await admin.get('/api/admin/coins'))
      .json()
      .data.items.find((c: { symbol: string }) => c.symbol === symbol);
  /** A coin in the public catalog, asked without a session. */
  const catalogEntry = async (symbol: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/coins' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items.find((c: { symbol: string }) => c.symbol === symbol);
  };
  const audits = async (symbol: string) =>
    t.database.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log
        WHERE target_type = 'currency' AND target_id = $1 ORDER BY id`,
      [symbol],
    );

  it('names every coin in the public catalog, base coin first, signed in or not', async () => {
    await start();
    const res = await t.app.inject({ method: 'GET', url: '/api/coins' });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as { symbol: string; listed: boolean }[];
    // The seed's coins in their order, then the ones the demo's new-coin subscriptions add.
    const seeded = CURRENCIES.map((c) => c.symbol).sort(bySeedOrder);
    expect(items.slice(0, seeded.length).map((c) => c.symbol)).toEqual(seeded);
    expect(items.slice(0, seeded.length).every((c) => c.listed)).toBe(true);
  });

  it('lists every coin with networks, accounts, markets and rules, for every role', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, BTC, '2');
    const res = await viewer.get('/api/admin/coins');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items;
    expect(items[0]).toMatchObject({
      id: USDT,
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 8,
      icon_url: null,
      is_base: true,
      listed: true,
      networks: [
        { network: 'TRC20', enabled: true },
        { network: 'BSC', enabled: true },
        { network: 'ERC20', enabled: true },
      ],
      rules: { withdraw_minimum: '10', withdraw_fee_rate: '0.001', withdraw_fee_fixed: '1' },
    });
    const btc = items.find((c: { id: number }) => c.id === BTC);
    expect(btc.accounts).toContainEqual({ type: 'spot', holders: 1, total: '2' });
    expect(btc.markets).toEqual(
      expect.arrayContaining([{ kind: 'spot', symbol: 'BTC/USDT', enabled: true }]),
    );
    expect(btc.markets.map((m: { kind: string }) => m.kind)).toContain('options');
  });

  it('changes the rules with the checks of coin-rules, refusing each bad field in the caller’s language', async () => {
    await start();
    const res = await put(admin, USDT, {
      withdraw_minimum: '25',
      withdraw_fee_rate: '0.002',
      withdraw_bank: 'off',
      deposit_fee_rate: '0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Coin rules saved',
      data: { rules: { withdraw_minimum: '25', withdraw_fee_rate: '0.002', withdraw_bank: 'off' } },
    });
    const [audit] = await audits('USDT');
    expect(audit).toMatchObject({
      action: 'coin_rules.set',
      before: { 'withdraw.minimum': '10', 'withdraw.fee_rate': '0.001', 'withdraw.bank': 'on' },
      after: { 'withdraw.minimum': '25', 'withdraw.fee_rate': '0.002', 'withdraw.bank': 'off' },
    });
    // The CLI reads what the console wrote (one storage).
    const cli = await runOperatorCommand(
      { database: t.database, ledger: t.ledger, clock: t.clock },
      ['coin-rules', 'list'],
    );
    expect(cli.output).toMatch(/^USDT\s+\| .* \| withdraw min 25 fee 0.002 \+ 1 \| bank off$/m);

    // Sending the values in force writes nothing.
    expect((await put(admin, USDT, { withdraw_minimum: '25.000' })).statusCode).toBe(200);
    expect(await audits('USDT')).toHaveLength(1);

    const bad = await put(
      admin,
      BTC,
      {
        withdraw_minimum: '0.000000001',
        withdraw_fee_rate: '1',
        withdraw_bank: 'maybe',
        deposit_minimum: '1',
      },
      'zh',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 2671,
      message: '部分规则无效，未作任何修改',
      data: {
        withdraw_minimum: '0.000000001 不是有效的 BTC 最低数量（须大于 0，最多 8 位小数）',
        withdraw_fee_rate: '1 不是有效的费率（大于等于 0 且小于 1，例如 0.001）',
        withdraw_bank: '银行卡提现只能是 on 或 off',
      },
    });
    expect((await coin('BTC')).rules.deposit_minimum).toBe('0.0005');
    expect((await put(admin, BTC, { withdraw_minimum: '0' })).json()).toMatchObject({
      code: 2671,
      data: {
        withdraw_minimum: '0 is not an amount of BTC for a minimum (above 0, at most 8 decimals)',
      },
    });
    expect(await audits('BTC')).toEqual([]);

    const denied = await put(viewer, USDT, { withdraw_minimum: '30' });
    expect(denied.statusCode).toBe(403);
    expect((await put(admin, 999, { withdraw_minimum: '1' })).json()).toMatchObject({ code: 2670 });
  });

  it('a delisted coin is refused for new deposits, withdrawals and trades; its balance stays visible', async () => {
    await start();
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, BTC, '1');
    await t.fund(alice.id, USDT, '10000');
    const open = await t.post(
      '/api/coin/trade',
      form({ pair_id: 1, side: 'sell', type: 'limit', price: '90000', quantity: '0.1' }),
      { authorization: alice.token },
    );
    expect(open.statusCode, open.body).toBe(200);

    const trustCoins = async () =>
      (await t.get('/api/lh/deposit/config?family=finance', alice.token))
        .json()
        .data.items.map((p: { currency: string }) => p.currency);
    expect(await trustCoins()).toContain('BTC');

    const delisted = await admin.post(`/api/admin/coins/${BTC}/delist`);
    expect(delisted.statusCode, delisted.body).toBe(200);
    expect(delisted.json()).toMatchObject({ data: { symbol: 'BTC', listed: false } });
    // The public catalog keeps the coin (its balance is still drawn), marked delisted.
    expect((await catalogEntry('BTC')).listed).toBe(false);
    expect((await audits('BTC')).at(-1)).toMatchObject({
      action: 'coin.delist',
      before: { listed: true },
      after: { listed: false },
    });

    const address = await t.post(
      '/api/wallet/get_in_address',
      { currency_id: String(BTC), network: 'BSC' },
      { authorization: alice.token },
    );
    expect(address.statusCode).toBe(400);
    const channels = (await t.get('/api/deposit/channels', alice.token)).json().data;
    expect(channels.coins.map((c: { currency: string }) => c.currency)).not.toContain('BTC');
    const withdraw = await t.post(
      '/api/wallet/get_info',
      { currency_id: String(BTC) },
      { authorization: alice.token },
    );
    expect(withdraw.statusCode).toBe(422);
    const trade = await t.post(
      '/api/coin/trade',
      form({ pair_id: 1, side: 'buy', type: 'market', quantity: '0.01' }),
      { authorization: alice.token },
    );
    expect(trade.statusCode).toBe(404);
    expect(await trustCoins()).not.toContain('BTC');
    // Flash exchange (either side) and gifts refuse it too; nothing moves.
    const flash = await t.post(
      '/api/wallet/flashAgainst',
      { currency_id: String(BTC), to_currency_id: String(USDT), amount: '0.1' },
      { authorization: alice.token },
    );
    expect(flash.statusCode).toBe(400);
    expect(flash.json().data).toHaveProperty('currency_id');
    const flashInto = await t.post(
      '/api/wallet/flashQuote',
      { currency_id: String(USDT), to_currency_id: String(BTC), amount: '10' },
      { authorization: alice.token },
    );
    expect(flashInto.json().data).toHaveProperty('to_currency_id');
    await t.user('bob@example.com');
    const gift = await t.post(
      '/api/remittance/remittance',
      {
        currency_id: String(BTC),
        email: 'bob@example.com',
        amount: '0.1',
        password: 'secret123',
      },
      { authorization: alice.token },
    );
    expect(gift.statusCode).toBe(400);
    expect(gift.json().data).toHaveProperty('currency_id');
    const flashCoins = (await t.get('/api/wallet/flashCoins', alice.token)).json();
    expect(JSON.stringify(flashCoins)).not.toContain('"BTC"');
    const quotes = (await t.get('/api/currency/quotation_new', alice.token)).json();
    expect(JSON.stringify(quotes)).not.toContain('BTC/USDT');

    // The balance is kept and shown; the order opened before can still be cancelled.
    expect(await t.spot(alice.id, BTC)).toBe('0.9');
    const wallet = (await t.post('/api/wallet/list', {}, { authorization: alice.token })).json();
    const spot = wallet.data.accounts.find((a: { type: string }) => a.type === 'spot');
    expect(spot.balances).toContainEqual(
      expect.objectContaining({ symbol: 'BTC', total: '1', available: '0.9', frozen: '0.1' }),
    );
    const options = wallet.data.accounts.find((a: { type: string }) => a.type === 'options');
    expect(options.balances.map((b: { symbol: string }) => b.symbol)).not.toContain('BTC');
    const cancel = await t.post(
      '/api/coin/cancel',
      { id: String(open.json().data.id) },
      { authorization: alice.token },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await t.spot(alice.id, BTC)).toBe('1');

    expect((await admin.post(`/api/admin/coins/${BTC}/delist`)).json()).toMatchObject({
      code: 2672,
    });
    expect((await admin.post(`/api/admin/coins/${USDT}/delist`)).json()).toMatchObject({
      code: 2673,
    });
    expect((await viewer.post(`/api/admin/coins/${BTC}/relist`)).statusCode).toBe(403);

    // Listed again: everything reopens at once, no restart.
    const relisted = await admin.post(`/api/admin/coins/${BTC}/relist`);
    expect(relisted.json()).toMatchObject({ message: 'Coin listed again', data: { listed: true } });
    const again = await t.post(
      '/api/wallet/get_in_address',
      { currency_id: String(BTC), network: 'BSC' },
      { authorization: alice.token },
    );
    expect(again.statusCode).toBe(200);
    const buy = await t.post(
      '/api/coin/trade',
      form({ pair_id: 1, side: 'buy', type: 'market', quantity: '0.01' }),
      { authorization: alice.token },
    );
    expect(buy.statusCode, buy.body).toBe(200);
    expect(await trustCoins()).toContain('BTC');
  });

  it('creates a coin delisted with the least terms; the symbol is unique and each field checked', async () => {
    await start();
    const res = await admin.post('/api/admin/coins', {
      symbol: ' ada ',
      name: 'Cardano',
      decimals: '6',
      networks: 'cardano, BSC,BSC',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        symbol: 'ADA',
        name: 'Cardano',
        decimals: 6,
        icon_url: null,
        listed: false,
        networks: [
          { network: 'CARDANO', enabled: true },
          { network: 'BSC', enabled: true },
        ],
        rules: { deposit_minimum: '0.000001', withdraw_minimum: '0.000001', withdraw_bank: 'off' },
      },
    });
    const id = res.json().data.id as number;
    expect(id).toBeGreaterThan(9);
    expect((await audits('ADA')).map((a) => a.action)).toEqual(['coin.create']);
    // Not offered until listed; then its rules can be set and it is open for deposits.
    const alice = await t.user('alice@example.com');
    const channels = async () =>
      (await t.get('/api/deposit/channels', alice.token))
        .json()
        .data.coins.map((c: { currency: string }) => c.currency);
    expect(await channels()).not.toContain('ADA');
    expect((await put(admin, id, { deposit_minimum: '5' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/coins/${id}/relist`)).statusCode).toBe(200);
    expect(await channels()).toContain('ADA');

    const taken = await admin.post('/api/admin/coins', { symbol: 'btc', name: 'B', decimals: '8' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 2676, message: 'There is already a coin BTC' });
    const bad = await admin.post('/api/admin/coins', {
      symbol: 'x',
      name: ' ',
      decimals: '19',
      networks: 'TRC-20',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 2675,
      data: {
        symbol: '2 to 10 capital letters or digits',
        name: 'Give a name of 1 to 50 characters',
        decimals: 'A whole number from 0 to 18',
      },
    });
    expect(bad.json().data.networks).toMatch(/separated by commas/);
    expect(
      (await viewer.post('/api/admin/coins', { symbol: 'ZZZ', name: 'Z', decimals: '2' }))
        .statusCode,
    ).toBe(403);
  });

  it('serves an uploaded icon to everyone, cached by its hash; only images of 64 KB at most', async () => {
    await start();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (s: ConsoleSession, id: number, bytes: Buffer, lang = 'en') => {
      const boundary = 'iconboundary';
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/coins/${id}/icon`,
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: s.cookie,
          'x-csrf-token': s.csrf,
          lang,
        },
      });
    };
    const saved = await upload(admin, BTC, png);
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().data.icon_url as string;
    expect(url).toMatch(/^\/api\/coins\/1\/icon\?v=[0-9a-f]{12}$/);
    expect(saved.json().message).toBe('Icon saved');
    expect((await coin('BTC')).icon_url).toBe(url);
    // The public catalog (no session) carries it to every list the app draws the coin in.
    expect(await catalogEntry('BTC')).toEqual({
      id: BTC,
      symbol: 'BTC',
      name: 'Bitcoin',
      listed: true,
      icon_url: url,
    });

    // Anyone may load it (no session), cached for good; nosniff, its own type.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    // A text file named .png, or a picture over 64 KB, is refused and nothing changes.
    const fake = await upload(admin, BTC, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([fake.statusCode, fake.json().code]).toEqual([415, 1402]);
    const big = Buffer.concat([png, Buffer.alloc(64 * 1024)]);
    const tooBig = await upload(admin, BTC, big, 'jp');
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 2677]);
    expect(tooBig.json().message).toMatch(/64 KB/);
    expect((await coin('BTC')).icon_url).toBe(url);
    expect((await upload(viewer, BTC, png)).statusCode).toBe(403);

    const removed = await admin.post(`/api/admin/coins/${BTC}/icon/remove`);
    expect(removed.json()).toMatchObject({ data: { icon_url: null } });
    expect((await catalogEntry('BTC')).icon_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/coins/${BTC}/icon/remove`)).json().code).toBe(2678);
    expect((await audits('BTC')).map((a) => a.action)).toEqual(['coin.icon', 'coin.icon_remove']);
    expect((await audits('BTC'))[0]).toMatchObject({
      before: { icon_url: null },
      after: { icon_url: url, mime: 'image/png', size: png.length },
    });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../src/cli/commands.ts';
import { loadContract } from '../../src/http/contract.ts';
import { setPriceSource, type PriceSource } from '../../src/modules/market/prices.ts';
import { SETTINGS } from '../../src/modules/settings/registry.ts';
import { installationSecret } from '../../src/modules/settings/settings.ts';
import { startExchangeApp, type ExchangeApp } from '../exchange/fixture.ts';
import { backends } from '../helpers/backends.ts';
import { scheduledSource, USDT } from '../spot/fixture.ts';
import { consoleAs, type ConsoleSession } from './support.ts';

// The console's platform settings: the registry's keys with type, range, default and description
// (never a secret), admin only, every value checked by type and range with a clear, localized
// reason, every change audited with its old and new value, and read by the app at once.

describe.each(backends())('console settings on $name', (backend) => {
  let t: ExchangeApp;
  let previous: PriceSource;
  beforeAll(() => {
    previous = setPriceSource(scheduledSource('50000'));
  });
  afterAll(() => setPriceSource(previous));
  afterEach(async () => t?.close());

  async function start() {
    t = await startExchangeApp(await backend.open());
    return consoleAs(t, 'boss@example.com', 'admin');
  }
  const put = (s: ConsoleSession, key: string, value: string, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${encodeURIComponent(key)}`,
      payload: new URLSearchParams({ value }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: s.cookie,
        'x-csrf-token': s.csrf,
        lang,
      },
    });
  const list = async (s: ConsoleSession, lang = 'en') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { cookie: s.cookie, lang },
      })
    ).json().data as { key: string; value: string | null; [field: string]: unknown }[];
  const valueOf = async (s: ConsoleSession, key: string) =>
    (await list(s)).find((row) => row.key === key)?.value;
  const audits = async () =>
    t.database.query<{ actor: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT actor, target_id, before, after FROM audit_log WHERE action = 'setting.set' ORDER BY id`,
    );
  const buyFee = async (token: string) => {
    const res = await t.post(
      '/api/coin/trade',
      { pair_id: '1', side: 'buy', type: 'market', quantity: '0.1' },
      { authorization: token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.fee as string;
  };

  it('lists every setting of the registry with its type, range, default and description, never a secret', async () => {
    const admin = await start();
    await installationSecret(t.database.db, 'code_hmac_key');
    await installationSecret(t.database.db, 'deposit_address_secret');
    const rows = await list(admin);

    const contract = loadContract() as unknown as {
      components: { schemas: { SettingKey: { enum: string[] } } };
    };
    expect(rows.map((r) => r.key)).toEqual(SETTINGS.map((s) => s.key));
    expect(contract.components.schemas.SettingKey.enum).toEqual(SETTINGS.map((s) => s.key));
    expect(rows.some((r) => /_key$|_secret$/.test(r.key))).toBe(false);
    expect(JSON.stringify(rows)).not.toMatch(/code_hmac_key|deposit_address_secret/);

    expect(rows.find((r) => r.key === 'spot.fee_rate')).toEqual({
      key: 'spot.fee_rate',
      group: 'trading',
      type: 'rate',
      value: '0.001',
      default: '0.001',
      constraints: {
        required: true,
        min: '0',
        max: '0.1',
        max_decimals: 8,
        max_length: 2000,
        pattern: null,
        choices: null,
      },
      description: expect.stringMatching(/spot trading fee/),
      updated_at: expect.any(String),
    });
    expect(rows.find((r) => r.key === 'customer_url')).toMatchObject({
      type: 'url',
      value: 'https://support.example.com/chat',
    });
    expect(rows.find((r) => r.key === 'app_url')).toMatchObject({
      value: null,
      default: null,
      updated_at: null,
      constraints: { required: false },
    });
    expect(rows.find((r) => r.key === 'otc.margin_currency')).toMatchObject({
      type: 'coin',
      constraints: { choices: expect.arrayContaining(['USDT', 'BTC']) },
    });
    expect(rows.find((r) => r.key === 'otc.legal')).toMatchObject({
      constraints: { pattern: '^[A-Z]{3}$' },
    });
    const zh = (await list(admin, 'zh')).find((r) => r.key === 'spot.fee_rate');
    expect(zh?.description).toMatch(/币币交易手续费/);
  });

  it('refuses a value that does not fit its type or range, or an unknown key, saying why, and changes nothing', async () => {
    const admin = await start();
    const before = await list(admin);
    const refusals: [string, string, number, string][] = [
      [
        'customer_url',
        'javascript:alert(1)',
        400,
        'Enter a full address that starts with https:// or http://',
      ],
      [
        'customer_url',
        'support.example.com',
        400,
        'Enter a full address that starts with https:// or http://',
      ],
      ['customer_url', '   ', 400, 'This setting cannot be empty'],
      ['spot.fee_rate', '0.5', 400, 'Enter a value from 0 to 0.1'],
      ['spot.fee_rate', '-0.001', 400, 'Enter a number with at most 8 decimals, such as 0.002'],
      [
        'spot.fee_rate',
        '0.000000001',
        400,
        'Enter a number with at most 8 decimals, such as 0.002',
      ],
      ['otc.fee_rate', '1e-3', 400, 'Enter a number with at most 8 decimals, such as 0.002'],
      ['otc.margin_amount', '0', 400, 'Enter 0.01 or more'],
      [
        'console.adjust_threshold_usdt',
        'lots',
        400,
        'Enter a number with at most 8 decimals, such as 0.002',
      ],
      ['otc.pay_minutes', '0', 400, 'Enter a value from 1 to 1440'],
      ['otc.pay_minutes', '1.5', 400, 'Enter a whole number'],
      ['otc.margin_currency', 'ABC', 400, 'ABC is not a listed coin'],
      ['otc.coins', 'USDT,XYZ', 400, 'XYZ is not a listed coin'],
      ['otc.legal', 'usd', 400, 'Enter a three-letter currency code in capitals, such as USD'],
      ['no.such_setting', '1', 404, 'There is no setting no.such_setting'],
      ['code_hmac_key', 'AAAA', 404, 'There is no setting code_hmac_key'],
    ];
    for (const [key, value, status, message] of refusals) {
      const res = await put(admin, key, value);
      expect(res.statusCode, `${key}=${value}`).toBe(status);
      expect(res.json(), `${key}=${value}`).toMatchObject({
        type: 'error',
        code: status === 404 ? 2680 : 2681,
        message,
        data: status === 404 ? null : { value: message },
      });
    }
    const zh = await put(admin, 'spot.fee_rate', '0.5', 'zh');
    expect(zh.json().message).toBe('请输入 0 到 0.1 之间的值');
    const th = await put(admin, 'nope', '1', 'th');
    expect(th.json().message).toBe('ไม่มีการตั้งค่า nope');

    expect(await list(admin)).toEqual(before);
    expect(await audits()).toEqual([]);
  });

  it('is for admins only: other roles neither see nor change a setting', async () => {
    await start();
    for (const role of ['viewer', 'reviewer', 'finance'] as const) {
      const s = await consoleAs(t, `${role}@example.com`, role);
      const read = await s.get('/api/admin/settings');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 2606 });
      const write = await put(s, 'spot.fee_rate', '0.002');
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 2606 });
    }
    expect(await audits()).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('audits the old and new value, and the app reads the new value at once', async () => {
    const admin = await start();
    const customer = () => t.post('/api/set/get_customer_url');
    expect((await customer()).json().data.url).toBe('https://support.example.com/chat');

    const res = await put(admin, 'customer_url', '  https://help.example.net/chat  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Setting customer_url saved',
      data: {
        key: 'customer_url',
        value: 'https://help.example.net/chat',
        updated_at: t.clock().toISOString(),
      },
    });
    expect((await customer()).json().data.url).toBe('https://help.example.net/chat');

    // The same value again changes nothing and is not audited twice.
    const again = await put(admin, 'customer_url', 'https://help.example.net/chat');
    expect(again.json().message).toBe('Setting customer_url already has this value');
    // An optional setting clears with an empty value; decimals are stored in canonical form.
    expect((await put(admin, 'app_url', 'https://app.example.com')).statusCode).toBe(200);
    expect((await put(admin, 'app_url', '')).json().data.value).toBe('');
    expect((await put(admin, 'otc.margin_amount', '00250.50')).json().data.value).toBe('250.5');
    expect((await put(admin, 'otc.coins', 'usdt, btc')).json().data.value).toBe('USDT,BTC');

    expect(await audits()).toEqual([
      {
        actor: 'boss@example.com',
        target_id: 'customer_url',
        before: { value: 'https://support.example.com/chat' },
        after: { value: 'https://help.example.net/chat' },
      },
      {
        actor: 'boss@example.com',
        target_id: 'app_url',
        before: { value: null },
        after: { value: 'https://app.example.com' },
      },
      {
        actor: 'boss@example.com',
        target_id: 'app_url',
        before: { value: 'https://app.example.com' },
        after: { value: '' },
      },
      {
        actor: 'boss@example.com',
        target_id: 'otc.margin_amount',
        before: { value: '100' },
        after: { value: '250.5' },
      },
      {
        actor: 'boss@example.com',
        target_id: 'otc.coins',
        before: { value: 'USDT,BTC,ETH,BNB' },
        after: { value: 'USDT,BTC' },
      },
    ]);
    const log = (
      await admin.get('/api/admin/audit?action=setting.set&target_id=customer_url')
    ).json();
    expect(log.data.items).toHaveLength(1);
  });

  it('charges the new spot fee on the next order, without a restart', async () => {
    const admin = await start();
    const alice = await t.user('alice@example.com');
    await t.fund(alice.id, USDT, '100000');
    expect(await buyFee(alice.token)).toBe('0.0001'); // 0.1 BTC at 0.001

    expect((await put(admin, 'spot.fee_rate', '0.002')).statusCode).toBe(200);
    expect(await buyFee(alice.token)).toBe('0.0002');
    expect(await valueOf(admin, 'spot.fee_rate')).toBe('0.002');
  });

  it('the CLI follows the same rules and messages, and is audited as the command line', async () => {
    await start();
    const run = (...argv: string[]) =>
      runOperatorCommand({ database: t.database, ledger: t.ledger, clock: t.clock }, argv);
    expect(await run('setting', 'set', 'spot.fee_rate', '2')).toEqual({
      output: 'error: Enter a value from 0 to 0.1',
      exitCode: 2,
    });
    expect(await run('setting', 'set', 'no.such_setting', '1')).toEqual({
      output: 'error: There is no setting no.such_setting',
      exitCode: 2,
    });
    expect((await run('setting', 'get', 'deposit_address_secret')).exitCode).toBe(2);
    expect(await run('setting', 'set', 'otc.pay_minutes', '20')).toEqual({
      output: 'otc.pay_minutes = 20',
      exitCode: 0,
    });
    const listed = (await run('setting', 'list')).output;
    expect(listed).toMatch(/^otc\.pay_minutes = 20$/m);
    expect(listed).toMatch(/^app_url = \(not set\)$/m);
    expect(listed).not.toMatch(/_key|_secret/);
    expect(await audits()).toEqual([
      {
        actor: expect.stringMatching(/^cli:/),
        target_id: 'otc.pay_minutes',
        before: { value: '15' },
        after: { value: '20' },
      },
    ]);
  });
});

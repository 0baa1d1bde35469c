// Requests are counted by the contract's operationId (never by URL), and the ledger's work is
// counted as it commits: entries, refusals for want of funds, the writer's batches.
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { InsufficientFunds, Ledger, userAccount } from '../../src/ledger/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { find, scrape, value } from './support.ts';

const USDT = 3;

describe.each(backends())('HTTP and ledger metrics on $name', (backend) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('labels requests with the operationId or a fixed word, never the URL', async () => {
    t = await startTestApp(await backend.open());
    await t.post('/api/area_code');
    await t.post('/api/area_code');
    await t.app.inject({ method: 'GET', url: '/api/miner/list' });
    await t.post('/api/user/login', { user_string: 'nobody@example.com', password: 'wrong-one' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/12345' });
    await t.app.inject({ method: 'GET', url: '/api/user/center' }); // needs a session: 401
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/h5/some/file.js' }); // no built app here: 404
    const text = await scrape(t.app);
    const count = (labels: Record<string, string>) =>
      value(text, 'coinhub_http_requests_total', labels);
    expect(count({ operation: 'areaCode', method: 'POST', status_class: '2xx' })).toBe(2);
    expect(count({ operation: 'minerList', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(find(text, 'coinhub_http_requests_total', { operation: 'userLogin' })).toHaveLength(1);
    expect(count({ operation: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(2);
    expect(count({ operation: 'health', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(find(text, 'coinhub_http_requests_total', { operation: 'userCenter' })).toEqual([
      expect.objectContaining({ labels: expect.objectContaining({ status_class: '4xx' }) }),
    ]);
    const durations = find(text, 'coinhub_http_request_duration_seconds_count');
    expect(durations.find((s) => s.labels.operation === 'areaCode')?.value).toBe(2);
    expect(
      find(text, 'coinhub_http_request_duration_seconds_bucket', { operation: 'minerList' }).at(-1),
    ).toMatchObject({ labels: { le: '+Inf' }, value: 1 });
    // No label value is a path, an id or anything a client typed.
    const operations = find(text, 'coinhub_http_requests_total').map((s) => s.labels.operation);
    for (const operation of operations) expect(operation).toMatch(/^[A-Za-z_]+$/);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('nobody@example.com');
  });

  it('counts committed journal entries and postings refused for want of funds', async () => {
    const database = await backend.open();
    const ledger = new Ledger(database); // the app observes the ledger it is given
    t = await startTestApp(database, { ledger });
    const [user] = await t.database.query<{ id: number }>(
      `INSERT INTO users (email) VALUES ('metrics-ledger@example.test') RETURNING id`,
    );
    const userId = Number(user!.id);
    const before = await scrape(t.app);
    const entries = (text: string) => value(text, 'coinhub_ledger_journal_entries_total') ?? 0;
    const refused = (text: string) =>
      value(text, 'coinhub_ledger_postings_refused_total', { reason: 'insufficient_balance' });
    expect(refused(before)).toBe(0);

    await ledger.credit({ userId, currencyId: USDT, amount: '10', key: 'metrics:credit' });
    await ledger.credit({ userId, currencyId: USDT, amount: '10', key: 'metrics:credit' }); // replay
    await ledger.run(async (tx) => {
      await tx.freeze({ userId, currencyId: USDT, amount: '4', key: 'metrics:freeze' });
    });
    await expect(
      ledger.debit({ userId, currencyId: USDT, amount: '7', key: 'metrics:overdraw' }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(
      ledger.run((tx) =>
        tx.debit({ userId, currencyId: USDT, amount: '100', key: 'metrics:overdraw-in-run' }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await ledger.account(userAccount(userId, USDT))).toMatchObject({ available: '6' });

    const after = await scrape(t.app);
    expect(entries(after) - entries(before)).toBe(2); // the credit and the freeze; no replay
    expect(refused(after)).toBe(2);
    expect(value(after, 'coinhub_ledger_writer_queue_depth')).toBe(0);
    const batches = (text: string) => value(text, 'coinhub_ledger_writer_batch_size_count') ?? 0;
    expect(batches(after) - batches(before)).toBeGreaterThanOrEqual(1);
  });
});

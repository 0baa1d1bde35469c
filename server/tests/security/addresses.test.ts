import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ERC20, ownCode, setFundPassword, signedIn, TRC20, type User } from './support.ts';

const USDT = '3';
const BTC = '1';

async function addAddress(
  t: TestApp,
  user: User,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const code = form.code ?? (await ownCode(t, user, 'withdraw_address'));
  return user.post(
    '/api/wallet/addaddress',
    { currency_id: USDT, network: 'TRC20', address: TRC20, fund_password: '123456', ...form, code },
    headers,
  );
}

describe.each(backends())('withdraw addresses on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('lists the coins and networks addresses can be added for', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'coins@example.com');
    const coins = (await user.post('/api/wallet/address_coins')).json().data as {
      currency: string;
      networks: string[];
    }[];
    expect(coins.find((c) => c.currency === 'USDT')?.networks).toEqual(['TRC20', 'BSC', 'ERC20']);
    expect(coins.find((c) => c.currency === 'BTC')?.networks).toEqual(['BSC']);
    expect(coins.find((c) => c.currency === 'ETH')?.networks).toEqual(['ERC20']);
  });

  it('refuses an address until a fund password is set', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'nofund@example.com');
    const res = await addAddress(t, user, {}, { lang: 'hk' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 1301, message: '您尚未設定交易密碼' });
  });

  it('adds, lists per coin and deletes an address with the right code and fund password', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'erin@example.com');
    await setFundPassword(t, user);
    expect((await user.post('/api/wallet/get_address')).json().data).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 20,
    });

    const added = await addAddress(t, user, {});
    expect(added.json()).toMatchObject({
      code: 1,
      message: 'Withdrawal address added',
      data: { currency_id: 3, currency: 'USDT', network: 'TRC20', address: TRC20 },
    });
    const btc = await addAddress(t, user, { currency_id: BTC, network: 'BSC', address: ERC20 });
    expect(btc.statusCode).toBe(200);
    const duplicate = await addAddress(t, user, {});
    expect(duplicate.statusCode).toBe(409);

    const all = (await user.post('/api/wallet/get_address')).json().data;
    expect(all.total).toBe(2);
    const usdt = (await user.post('/api/wallet/get_address', { currency_id: USDT })).json().data;
    expect(usdt.items.map((a: { address: string }) => a.address)).toEqual([TRC20]);

    const id = String(added.json().data.id);
    expect((await user.post('/api/wallet/deladdress', { id })).json()).toMatchObject({
      code: 1,
      message: 'Withdrawal address deleted',
    });
    expect((await user.post('/api/wallet/deladdress', { id })).statusCode).toBe(404);
    expect(
      (await user.post('/api/wallet/get_address', { currency_id: USDT })).json().data.total,
    ).toBe(0);
  });

  it("checks the address format of each network and the coin's networks", async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'fmt@example.com');
    await setFundPassword(t, user);
    const code = await ownCode(t, user, 'withdraw_address');
    const bad: [string, string, string][] = [
      [USDT, 'TRC20', ERC20],
      [USDT, 'TRC20', 'T' + '1'.repeat(32)], // 33 characters
      [USDT, 'TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0'], // 0 is not base58
      [USDT, 'ERC20', TRC20],
      [USDT, 'BSC', '0x' + 'g'.repeat(40)],
      [USDT, 'ERC20', '0x' + 'a'.repeat(39)],
    ];
    for (const [currency_id, network, address] of bad) {
      const res = await user.post('/api/wallet/addaddress', {
        currency_id,
        network,
        address,
        code,
        fund_password: '123456',
      });
      expect(res.statusCode, `${network} ${address}`).toBe(400);
      expect(res.json().code).toBe(1305);
    }
    const invalid = await user.post('/api/wallet/addaddress', {
      currency_id: USDT,
      network: 'TRC20',
      address: ERC20,
      code,
      fund_password: '123456',
    });
    expect(invalid.json().data).toEqual({ address: 'This is not a valid TRC20 address' });
    const ethOnTrc = await user.post('/api/wallet/addaddress', {
      currency_id: '2',
      network: 'TRC20',
      address: TRC20,
      code,
      fund_password: '123456',
    });
    expect(ethOnTrc.json().code).toBe(1306);
    // the code survived the refusals above
    const ok = await user.post('/api/wallet/addaddress', {
      currency_id: '2',
      network: 'ERC20',
      address: ERC20,
      code,
      fund_password: '123456',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('needs the right fund password (throttled) and the right code', async () => {
    t = await startTestApp(await backend.open());
    const user = await signedIn(t, 'frank@example.com');
    await setFundPassword(t, user);
    const notSix = await addAddress(t, user, { fund_password: '12345' });
    expect(notSix.statusCode).toBe(400);
    const wrongCode = await addAddress(t, user, { code: '000000' });
    expect(wrongCode.json().code).toBe(1101);
    const code = await ownCode(t, user, 'withdraw_address');
    for (let i = 0; i < 5; i++)
      expect((await addAddress(t, user, { code, fund_password: '654321' })).json().code).toBe(1302);
    expect((await addAddress(t, user, { code, fund_password: '123456' })).statusCode).toBe(429);
  });

  it("keeps each user's addresses to themselves", async () => {
    t = await startTestApp(await backend.open());
    const owner = await signedIn(t, 'owner@example.com');
    const other = await signedIn(t, 'other@example.com');
    await setFundPassword(t, owner);
    const added = await addAddress(t, owner, {});
    const id = String(added.json().data.id);

    expect((await other.post('/api/wallet/get_address')).json().data.total).toBe(0);
    const steal = await other.post('/api/wallet/deladdress', { id });
    expect(steal.statusCode).toBe(404);
    expect((await owner.post('/api/wallet/get_address')).json().data.total).toBe(1);
    // the owner's code cannot be used by someone else either
    await setFundPassword(t, other);
    const ownersCode = await ownCode(t, owner, 'withdraw_address');
    const misuse = await other.post('/api/wallet/addaddress', {
      currency_id: USDT,
      network: 'TRC20',
      address: TRC20,
      code: ownersCode,
      fund_password: '123456',
    });
    expect(misuse.json().code).toBe(1101);
  });
});

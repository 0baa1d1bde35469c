import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

describe.each(backends())('language, area codes and support link on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('stores the language of a signed-in user and falls back to the header otherwise', async () => {
    t = await startTestApp(await backend.open());
    expect((await t.post('/api/get/lang', {}, { lang: 'kr' })).json().data).toEqual({ lang: 'kr' });
    const session = await registerByEmail(t, 'lena@example.com');
    const set = await t.post('/api/set/lang', { lang: 'jp' }, { authorization: session.token });
    expect(set.json()).toEqual({
      code: 1,
      type: 'ok',
      message: '言語を変更しました',
      data: { lang: 'jp' },
    });
    const got = await t.post('/api/get/lang', {}, { authorization: session.token, lang: 'en' });
    expect(got.json().data).toEqual({ lang: 'jp' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/center',
      headers: { authorization: session.token },
    });
    expect(me.json().data.lang).toBe('jp');
    const bad = await t.post('/api/set/lang', { lang: 'fr' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists area codes with names in the request language', async () => {
    t = await startTestApp(await backend.open());
    const names = async (lang: string) => {
      const list = (await t.post('/api/area_code', {}, { lang })).json().data as {
        country_code: string;
        area_code: string;
        name: string;
      }[];
      return Object.fromEntries(list.map((e) => [e.country_code, `${e.area_code} ${e.name}`]));
    };
    const en = await names('en');
    expect(Object.keys(en).length).toBeGreaterThanOrEqual(30);
    expect(en).toMatchObject({
      US: '1 United States',
      CN: '86 China',
      HK: '852 Hong Kong',
      JP: '81 Japan',
      KR: '82 South Korea',
      ES: '34 Spain',
      TH: '66 Thailand',
      GB: '44 United Kingdom',
      SG: '65 Singapore',
      TW: '886 Taiwan',
    });
    expect((await names('jp')).US).toBe('1 アメリカ合衆国');
    expect((await names('esp')).ES).toBe('34 España');
    expect((await names('th')).TH).toBe('66 ไทย');
    expect((await names('hk')).KR).toBe('82 韓國');
  });

  it('gives the customer-service link from the settings', async () => {
    t = await startTestApp(await backend.open());
    const res = await t.post('/api/set/get_customer_url');
    expect(res.json()).toMatchObject({
      code: 1,
      data: { url: expect.stringMatching(/^https?:\/\//), reply_hours: 24 },
    });
    await t.database.query(
      `UPDATE settings SET value = 'https://chat.example.org/room' WHERE key = 'customer_url'`,
    );
    expect((await t.post('/api/set/get_customer_url')).json().data.url).toBe(
      'https://chat.example.org/room',
    );
  });
});

/**
 * The console's message form (src/admin/features/content/broadcastSchema.ts): what it accepts,
 * and the BroadcastForm it sends (openapi/components/notifications.yaml).
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  broadcastFormOf,
  broadcastSchema,
  emptyBroadcast,
  LINK_PATTERN,
  OTHER,
  type BroadcastValues,
} from '../../../src/admin/features/content/broadcastSchema';
import { CONSOLE_LANGS } from '../../../src/admin/i18n';

const t = ((key: string) => key) as unknown as TFunction;
const schema = broadcastSchema(t);

function written(overrides: Partial<BroadcastValues> = {}): BroadcastValues {
  const values = emptyBroadcast();
  for (const lang of CONSOLE_LANGS)
    values.texts[lang] = { title: ` Title ${lang} `, body: `Body ${lang}\n` };
  return { ...values, ...overrides };
}

/** The schema's message for each field it refuses. */
async function errorsOf(values: BroadcastValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    const errors: Record<string, string> = {};
    for (const e of inner) errors[e.path] ??= e.message; // the first, as Formik shows it
    return errors;
  }
}

describe('broadcast form', () => {
  it('needs a title and a text in every language', async () => {
    const values = written();
    values.texts.th = { title: '  ', body: '' };
    expect(await errorsOf(values)).toEqual({
      'texts.th.title': 'broadcast.title_required',
      'texts.th.body': 'broadcast.body_required',
    });
    values.texts.th = { title: 'x'.repeat(81), body: 'x'.repeat(1001) };
    expect(await errorsOf(values)).toEqual({
      'texts.th.title': 'form.max_chars',
      'texts.th.body': 'form.max_chars',
    });
  });

  it("needs a user's ID for one user only", async () => {
    expect(await errorsOf(written({ audience: 'user' }))).toEqual({ user_id: 'form.required' });
    expect(await errorsOf(written({ audience: 'user', user_id: '0' }))).toEqual({
      user_id: 'broadcast.user_id_invalid',
    });
    expect(await errorsOf(written({ audience: 'user', user_id: '12' }))).toEqual({});
    expect(await errorsOf(written({ audience: 'all', user_id: 'junk' }))).toEqual({});
  });

  it("takes a typed path only as the contract's pattern allows", async () => {
    const typed = (link: string) => errorsOf(written({ page: OTHER, link }));
    expect(await typed('')).toEqual({ link: 'form.required' });
    expect(await typed('/admin/settings')).toEqual({ link: 'broadcast.link_invalid' });
    expect(await typed('/pages/otc/detail?id=<b>')).toEqual({ link: 'broadcast.link_invalid' });
    expect(await typed('/pages/otc/detail?id=12')).toEqual({});
    expect(LINK_PATTERN.test('/pages/assets/index')).toBe(true);
  });

  it('sends the texts trimmed, the user only for one user, no link for the inbox', () => {
    const all = broadcastFormOf(written({ user_id: '5' }));
    expect(all).not.toHaveProperty('user_id');
    expect(all).not.toHaveProperty('link');
    expect(Object.keys(all.texts)).toEqual([...CONSOLE_LANGS]);
    expect(all.texts.kr).toEqual({ title: 'Title kr', body: 'Body kr' });

    const one = broadcastFormOf(
      written({ audience: 'user', user_id: ' 42 ', page: '/pages/otc/index' }),
    );
    expect(one).toMatchObject({ audience: 'user', user_id: 42, link: '/pages/otc/index' });
    const typed = broadcastFormOf(written({ page: OTHER, link: ' /pages/otc/detail?id=3 ' }));
    expect(typed.link).toBe('/pages/otc/detail?id=3');
  });
});

import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationKind } from '../../../src/api/generated/model';
import { notificationText } from '../../../src/features/notifications/texts';
import { LANGS, type Lang } from '../../../src/i18n/languages';
import { notification, NOTIFICATIONS } from '../../../stories/notifications/samples';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../../../src/i18n/locales/*/{notifications,security}.json', {
  eager: true,
  import: 'default',
});
const bundle = (lang: Lang, ns: string) => files[`../../../src/i18n/locales/${lang}/${ns}.json`]!;

/** Every sample, plus each variant a parameter chooses (outcomes, results, sides, levels, a
 * reason or none, an activity this app does not know, a kind newer than the app). */
const VARIANTS = [
  ...NOTIFICATIONS,
  ...['buyer', 'seller', 'unknown'].map((outcome, i) =>
    notification(
      900 + i,
      'p2p_appeal_decided',
      { order_no: '1', coin: 'USDT', quantity: '2', outcome },
      '',
      '',
    ),
  ),
  ...['won', 'lost', 'flat', 'void'].map((result, i) =>
    notification(910 + i, 'option_settled', { pair: 'ETH/USDT', result, payout: '0' }, '', ''),
  ),
  ...['buy', 'sell', 'x'].map((side, i) =>
    notification(
      920 + i,
      'order_filled',
      { pair: 'BTC/USDT', side, quantity: '1', price: '2' },
      '',
      '',
    ),
  ),
  ...['basic', 'advanced', 'x'].flatMap((level, i) => [
    notification(930 + i, 'kyc_approved', { level }, '', ''),
    notification(940 + i, 'kyc_rejected', { level }, '', ''),
  ]),
  notification(950, 'deposit_rejected', { coin: 'USDT', amount: '1', reason: '' }, '', ''),
  notification(951, 'withdraw_rejected', { coin: 'USDT', amount: '1' }, '', ''),
  notification(
    952,
    'withdraw_rejected',
    { coin: 'USDT', amount: '1', reason: 'Wrong network' },
    '',
    '',
  ),
  notification(953, 'security_alert', { event: 'something_new' }, '', ''),
  notification(954, 'announcement', {}, '', ''),
];

// Parameters shown as words (the variant's text says them) rather than as their value.
const WORDS = new Set(['outcome', 'result', 'side', 'level', 'event']);
const grouped = (value: string) => value.replace(/\B(?=(\d{3})+(?!\d)(?<!\.\d*))/g, ',');
const shown = (name: string, value: string) =>
  ['amount', 'quantity', 'payout', 'price', 'pnl'].includes(name)
    ? (name === 'pnl' && !value.startsWith('-') && /[1-9]/.test(value) ? '+' : '') + grouped(value)
    : value;

describe.each(LANGS)('notification texts in %s', (lang) => {
  let i18n: I18n;
  const missingKeys: string[] = [];
  const missingValues: string[] = [];

  beforeAll(async () => {
    i18n = i18next.createInstance();
    await i18n.init({
      lng: lang,
      fallbackLng: false,
      resources: {
        [lang]: {
          notifications: bundle(lang, 'notifications'),
          security: bundle(lang, 'security'),
        },
      },
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: (key) => {
        missingKeys.push(key);
        return key;
      },
      missingInterpolationHandler: (text, value) => {
        missingValues.push(`${String(value[1])} in "${text}"`);
        return '';
      },
    });
  });

  it('has a title and a body for every kind', () => {
    const kinds = bundle(lang, 'notifications').kind as Tree;
    for (const kind of Object.values(NotificationKind)) {
      const texts = kinds[kind] as Tree | undefined;
      expect(texts?.title, `${kind}.title`).toBeTruthy();
      // An announcement's body is the operator's own text.
      if (kind !== 'announcement') expect(texts?.body, `${kind}.body`).toBeTruthy();
    }
  });

  it.each(VARIANTS.map((n) => [`${n.kind} ${JSON.stringify(n.params)}`, n] as const))(
    'words %s with every value and no raw key',
    (_, n) => {
      missingKeys.length = 0;
      missingValues.length = 0;
      const { title, body } = notificationText(i18n.t, n);
      const text = `${title}\n${body}`;
      expect(title.trim(), 'title').not.toBe('');
      if (n.kind !== 'announcement') expect(body.trim(), 'body').not.toBe('');
      expect(text).not.toMatch(/\{\{|\}\}|notifications:|security:|\bkind\./);
      for (const [name, value] of Object.entries(n.params)) {
        if (WORDS.has(name) || (name === 'reason' && value === '')) continue;
        expect(text, `${name} = ${value}`).toContain(shown(name, value));
      }
      expect(missingKeys).toEqual([]);
      expect(missingValues).toEqual([]);
    },
  );

  it('names a security alert’s activity in the security page’s words', () => {
    const { body } = notificationText(
      i18n.t,
      notification(1, 'security_alert', { event: 'password_changed' }, '', ''),
    );
    expect(body).toContain(i18n.t('security:activity.kind.password_changed'));
  });

  it('shows an announcement as the operator wrote it', () => {
    const params = { title: 'Maintenance <b>tonight</b>', body: 'Line one\nLine {{two}}' };
    expect(notificationText(i18n.t, notification(1, 'announcement', params, '', ''))).toEqual(
      params,
    );
  });

  it('says a kind newer than the app plainly', () => {
    const newer = { kind: 'new_kind' as NotificationKind, params: { a: '1' } };
    const { title, body } = notificationText(i18n.t, newer);
    expect(title).toBe(i18n.t('notifications:kind.unknown.title'));
    expect(body).toBe('');
  });
});

describe('notification values', () => {
  it('group amounts and sign a profit', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { notifications: bundle('en', 'notifications'), security: bundle('en', 'security') },
      },
      interpolation: { escapeValue: false },
    });
    const text = (kind: NotificationKind, params: Record<string, string>) =>
      notificationText(i18n.t, notification(1, kind, params, '', '')).body;
    expect(text('deposit_credited', { coin: 'USDT', amount: '1234567.891' })).toBe(
      '1,234,567.891 USDT has been credited to your account.',
    );
    expect(text('take_profit_hit', { pair: 'BTC/USDT', pnl: '1250.5' })).toContain('+1,250.5');
    expect(text('stop_loss_hit', { pair: 'BTC/USDT', pnl: '-1250.5' })).toContain(': -1,250.5');
    expect(text('liquidated', { pair: 'BTC/USDT', pnl: '0' })).toContain(': 0');
    expect(
      text('order_filled', { pair: 'BTC/USDT', side: 'sell', quantity: '0.5', price: '96420' }),
    ).toBe('BTC/USDT: you sold 0.5 at 96,420.');
    // Not a plain decimal: shown as sent.
    expect(text('deposit_credited', { coin: 'USDT', amount: '1e3' })).toContain('1e3 USDT');
  });
});

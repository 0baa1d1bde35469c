// @vitest-environment node
// A push says what the inbox says: the server words pushes from the same locale files as the app
// (server/src/modules/push/payload.ts), and must pick the same variant and format the values alike.
import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/api/generated/model';
import { notificationText } from '../../../src/features/notifications/texts';
import { LANGS, type Lang } from '../../../src/i18n/languages';
import { pushPayload } from '../../../server/src/modules/push/payload.ts';
import type { NotificationRow } from '../../../server/src/db/schema/notifications.ts';
import { notification, NOTIFICATIONS } from '../../../stories/notifications/samples';

const files = import.meta.glob<object>(
  '../../../src/i18n/locales/*/{notifications,security}.json',
  {
    eager: true,
    import: 'default',
  },
);
const bundle = (lang: Lang, ns: string) => files[`../../../src/i18n/locales/${lang}/${ns}.json`]!;

const SAMPLES: Notification[] = [
  ...NOTIFICATIONS,
  ...['buyer', 'seller', 'unknown'].map((outcome, i) =>
    notification(
      900 + i,
      'p2p_appeal_decided',
      { order_no: '1', coin: 'USDT', quantity: '2500', outcome },
      '',
      '',
    ),
  ),
  ...['won', 'lost', 'flat', 'void'].map((result, i) =>
    notification(910 + i, 'option_settled', { pair: 'ETH/USDT', result, payout: '1234.5' }, '', ''),
  ),
  ...['buy', 'sell', 'x'].map((side, i) =>
    notification(
      920 + i,
      'order_filled',
      { pair: 'BTC/USDT', side, quantity: '1', price: '65000.1' },
      '',
      '',
    ),
  ),
  ...['basic', 'advanced', 'x'].flatMap((level, i) => [
    notification(930 + i, 'kyc_approved', { level }, '', ''),
    notification(940 + i, 'kyc_rejected', { level }, '', ''),
  ]),
  notification(950, 'deposit_rejected', { coin: 'USDT', amount: '1', reason: ' ' }, '', ''),
  notification(
    951,
    'withdraw_rejected',
    { coin: 'USDT', amount: '1', reason: 'Wrong network' },
    '',
    '',
  ),
  notification(952, 'stop_loss_hit', { pair: 'BTC/USDT', pnl: '-1200' }, '', ''),
  notification(953, 'take_profit_hit', { pair: 'BTC/USDT', pnl: '1200' }, '', ''),
  notification(954, 'security_alert', { event: 'something_new' }, '', ''),
  notification(955, 'announcement', {}, '', ''),
];

const rowOf = (n: Notification): NotificationRow => ({
  id: n.id,
  userId: 1,
  category: n.category,
  kind: n.kind,
  params: n.params as Record<string, string>,
  objectType: n.object_type,
  objectId: n.object_id,
  link: n.link,
  createdAt: new Date(n.created_at),
  readAt: null,
});

describe.each(LANGS)('push texts in %s', (lang) => {
  let i18n: I18n;
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
    });
  });

  it.each(SAMPLES.map((n) => [`${n.kind} ${JSON.stringify(n.params)}`, n] as const))(
    'words %s as the inbox does',
    (_, n) => {
      const push = pushPayload(rowOf(n), lang);
      expect({ title: push.title, body: push.body }).toEqual(notificationText(i18n.t, n));
      expect(push).toMatchObject({ id: n.id, link: n.link, lang });
    },
  );
});

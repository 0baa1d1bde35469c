import type { TFunction } from 'i18next';
import type { Notification, NotificationKind } from '../../api/generated/model';
import { accountEventLabel } from '../../lib/accountEvents';
import { groupThousands } from '../../lib/decimal';

type Params = Readonly<Record<string, string | undefined>>;

/** A kind's title and body keys; a body may depend on a parameter (the appeal's outcome...). */
interface KindTexts {
  title: string;
  body: string | ((params: Params) => string);
}

/** Bodies chosen by one parameter's value, with `fallback` for a value this app does not know. */
const byParam =
  (name: string, bodies: Record<string, string>, fallback: string) => (params: Params) =>
    bodies[params[name] ?? ''] ?? fallback;

/** Rejections say why when the operator gave a reason. */
const withReason = (plain: string, reasoned: string) => (params: Params) =>
  params.reason?.trim() ? reasoned : plain;

// Every key is written out here, so the locale checks see each one.
const TEXTS: Record<Exclude<NotificationKind, 'announcement' | 'security_alert'>, KindTexts> = {
  p2p_order_placed: {
    title: 'notifications:kind.p2p_order_placed.title',
    body: 'notifications:kind.p2p_order_placed.body',
  },
  p2p_paid: {
    title: 'notifications:kind.p2p_paid.title',
    body: 'notifications:kind.p2p_paid.body',
  },
  p2p_released: {
    title: 'notifications:kind.p2p_released.title',
    body: 'notifications:kind.p2p_released.body',
  },
  p2p_cancelled: {
    title: 'notifications:kind.p2p_cancelled.title',
    body: 'notifications:kind.p2p_cancelled.body',
  },
  p2p_expired: {
    title: 'notifications:kind.p2p_expired.title',
    body: 'notifications:kind.p2p_expired.body',
  },
  p2p_appeal_opened: {
    title: 'notifications:kind.p2p_appeal_opened.title',
    body: 'notifications:kind.p2p_appeal_opened.body',
  },
  p2p_appeal_decided: {
    title: 'notifications:kind.p2p_appeal_decided.title',
    body: byParam(
      'outcome',
      {
        buyer: 'notifications:kind.p2p_appeal_decided.buyer',
        seller: 'notifications:kind.p2p_appeal_decided.seller',
      },
      'notifications:kind.p2p_appeal_decided.body',
    ),
  },
  deposit_credited: {
    title: 'notifications:kind.deposit_credited.title',
    body: 'notifications:kind.deposit_credited.body',
  },
  deposit_rejected: {
    title: 'notifications:kind.deposit_rejected.title',
    body: withReason(
      'notifications:kind.deposit_rejected.body',
      'notifications:kind.deposit_rejected.bodyReason',
    ),
  },
  withdraw_approved: {
    title: 'notifications:kind.withdraw_approved.title',
    body: 'notifications:kind.withdraw_approved.body',
  },
  withdraw_rejected: {
    title: 'notifications:kind.withdraw_rejected.title',
    body: withReason(
      'notifications:kind.withdraw_rejected.body',
      'notifications:kind.withdraw_rejected.bodyReason',
    ),
  },
  withdraw_paid: {
    title: 'notifications:kind.withdraw_paid.title',
    body: 'notifications:kind.withdraw_paid.body',
  },
  transfer_received: {
    title: 'notifications:kind.transfer_received.title',
    body: 'notifications:kind.transfer_received.body',
  },
  gift_received: {
    title: 'notifications:kind.gift_received.title',
    body: 'notifications:kind.gift_received.body',
  },
  interest_paid: {
    title: 'notifications:kind.interest_paid.title',
    body: 'notifications:kind.interest_paid.body',
  },
  product_matured: {
    title: 'notifications:kind.product_matured.title',
    body: 'notifications:kind.product_matured.body',
  },
  subscription_allotted: {
    title: 'notifications:kind.subscription_allotted.title',
    body: 'notifications:kind.subscription_allotted.body',
  },
  option_settled: {
    title: 'notifications:kind.option_settled.title',
    body: byParam(
      'result',
      {
        won: 'notifications:kind.option_settled.won',
        lost: 'notifications:kind.option_settled.lost',
        flat: 'notifications:kind.option_settled.flat',
      },
      'notifications:kind.option_settled.body',
    ),
  },
  take_profit_hit: {
    title: 'notifications:kind.take_profit_hit.title',
    body: 'notifications:kind.take_profit_hit.body',
  },
  stop_loss_hit: {
    title: 'notifications:kind.stop_loss_hit.title',
    body: 'notifications:kind.stop_loss_hit.body',
  },
  liquidated: {
    title: 'notifications:kind.liquidated.title',
    body: 'notifications:kind.liquidated.body',
  },
  order_filled: {
    title: 'notifications:kind.order_filled.title',
    body: byParam(
      'side',
      {
        buy: 'notifications:kind.order_filled.buy',
        sell: 'notifications:kind.order_filled.sell',
      },
      'notifications:kind.order_filled.body',
    ),
  },
  kyc_approved: {
    title: 'notifications:kind.kyc_approved.title',
    body: byParam(
      'level',
      {
        basic: 'notifications:kind.kyc_approved.basic',
        advanced: 'notifications:kind.kyc_approved.advanced',
      },
      'notifications:kind.kyc_approved.body',
    ),
  },
  kyc_rejected: {
    title: 'notifications:kind.kyc_rejected.title',
    body: byParam(
      'level',
      {
        basic: 'notifications:kind.kyc_rejected.basic',
        advanced: 'notifications:kind.kyc_rejected.advanced',
      },
      'notifications:kind.kyc_rejected.body',
    ),
  },
};

/** Amounts read as elsewhere in the app: thousands grouped, every decimal the server sent kept. */
const AMOUNTS = ['amount', 'quantity', 'payout', 'price'];
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const amount = (value: string) => (PLAIN_DECIMAL.test(value) ? groupThousands(value) : value);
/** A profit shows its sign: +12.5 or -3. */
const signed = (value: string) =>
  PLAIN_DECIMAL.test(value) && !value.startsWith('-') && /[1-9]/.test(value)
    ? `+${amount(value)}`
    : amount(value);

/** The values a text names, formatted; absent ones are empty rather than a raw {{marker}}. */
function values(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    out[name] = name === 'pnl' ? signed(value) : AMOUNTS.includes(name) ? amount(value) : value;
  }
  return out;
}

export interface NotificationText {
  title: string;
  body: string;
}

/** A notification's title and body in the reader's language, from its kind and parameters. */
export function notificationText(
  t: TFunction,
  notification: Pick<Notification, 'kind' | 'params'>,
): NotificationText {
  const params: Params = notification.params ?? {};
  switch (notification.kind) {
    case 'announcement':
      // The operator's own words, shown as they are.
      return {
        title: params.title?.trim() || t('notifications:kind.announcement.title'),
        body: params.body ?? '',
      };
    case 'security_alert': {
      const event = accountEventLabel(t, params.event ?? '');
      return {
        title: t('notifications:kind.security_alert.title'),
        body: event
          ? t('notifications:kind.security_alert.body', { event })
          : t('notifications:kind.security_alert.unknownEvent'),
      };
    }
  }
  const texts = (TEXTS as Partial<Record<string, KindTexts>>)[notification.kind];
  // A kind newer than this app: said plainly rather than as a raw key.
  if (!texts) return { title: t('notifications:kind.unknown.title'), body: '' };
  const body = typeof texts.body === 'string' ? texts.body : texts.body(params);
  // Passed as `replace`, so a parameter can never be taken for one of t()'s own options.
  const replace = values(params);
  return {
    // i18n-dynamic: notifications:kind.*.title — the TEXTS table above
    title: t(texts.title, { replace }),
    // i18n-dynamic: notifications:kind.* bodies — the TEXTS table above
    body: t(body, { replace }),
  };
}

import { useTranslation } from 'react-i18next';
import { useWalletFlashQuote } from '../../../api/generated/endpoints/exchange/exchange';
import type { FlashCoin } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { parseDecimal } from '../../../lib/decimal';
import styles from './exchange.module.css';
import { useDebounced } from './useDebounced';

/** How often the live quote follows the market. */
export const QUOTE_REFRESH_MS = 5000;
const PRICE_DECIMALS = 12;

interface FlashQuoteCardProps {
  from: FlashCoin;
  to: FlashCoin;
  amount: string;
}

function quotable(amount: string, decimals: number): boolean {
  if (!/^\d+(\.\d+)?$/.test(amount) || (amount.split('.')[1]?.length ?? 0) > decimals) return false;
  return Boolean(parseDecimal(amount)?.gt(0));
}

/** Live quote: rate, fee and amount received, refreshed every few seconds. */
export function FlashQuoteCard({ from, to, amount }: FlashQuoteCardProps) {
  const { t } = useTranslation('exchange');
  const settled = useDebounced(amount.trim());
  const enabled = quotable(settled, from.decimals);
  const quote = useWalletFlashQuote(
    {
      currency_id: from.currency_id,
      to_currency_id: to.currency_id,
      amount: enabled ? settled : '1',
    },
    {
      query: { enabled, refetchInterval: QUOTE_REFRESH_MS, retry: false },
      request: { silent: true },
    },
  );
  const data = enabled ? quote.data : undefined;
  return (
    <section
      className={styles.card}
      aria-label={t('exchange:flash.quote')}
      aria-busy={enabled && quote.isFetching}
    >
      <dl className={styles.quote}>
        <dt>{t('exchange:flash.rate')}</dt>
        <dd data-testid="flash-rate">
          {data ? (
            <>
              1 {from.currency} ≈{' '}
              <AmountText value={data.price} decimals={PRICE_DECIMALS} unit={to.currency} />
            </>
          ) : (
            '--'
          )}
        </dd>
        <dt>{t('exchange:flash.fee')}</dt>
        <dd data-testid="flash-fee">
          <AmountText value={data?.fee} decimals={to.decimals} unit={to.currency} />
        </dd>
        <dt>{t('exchange:flash.receive')}</dt>
        <dd data-testid="flash-receive">
          <AmountText value={data?.receive} decimals={to.decimals} unit={to.currency} />
        </dd>
      </dl>
      {enabled && quote.isError && (
        <p className={styles.muted}>{t('exchange:flash.quoteFailed')}</p>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { OtcAd, OtcMarket } from '../../../api/generated/model';
import { AdSummary } from './AdSummary';
import { KycGate } from './KycGate';
import { takerAction } from './labels';
import { OrderForm } from './OrderForm';
import styles from './otc.module.css';
import { Sheet } from '../../../components/Sheet/Sheet';
import { coinOf } from './useMarket';
import { withinPlatform } from '../schemas';

/** The sheet a Buy / Sell button opens: the ad's terms, the KYC gate, the order form. */
export function OrderSheet({
  ad,
  market,
  onClose,
}: {
  ad: OtcAd | null;
  market: OtcMarket;
  onClose: () => void;
}) {
  const { t } = useTranslation('otc');
  const coin = ad ? coinOf(market, ad.currency_id, ad.currency) : null;
  // The limits an order can use: the ad's, narrowed by the platform's.
  const terms = ad ? withinPlatform(ad, market) : null;
  return (
    <Sheet
      open={ad !== null}
      title={ad ? takerAction(t, ad.side, ad.currency) : ''}
      onClose={onClose}
    >
      {terms && coin && (
        <div className={styles.stack}>
          <AdSummary ad={terms} decimals={coin.decimals} />
          <KycGate>
            <OrderForm key={terms.id} ad={terms} coin={coin} market={market} />
          </KycGate>
        </div>
      )}
    </Sheet>
  );
}

import { useTranslation } from 'react-i18next';
import type { OtcAd } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { LEGAL_DECIMALS } from '../schemas';
import { placesFor, priceDecimals } from './places';
import { DetailRows } from './DetailRows';
import { PayKindTags } from './PayKindTags';

/** An ad's terms at a glance, above the order form. */
export function AdSummary({ ad, decimals }: { ad: OtcAd; decimals: number }) {
  const { t } = useTranslation('otc');
  return (
    <DetailRows
      label={t('otc:ad.terms')}
      rows={[
        [t('otc:ad.trader'), ad.trader.nickname],
        [
          t('otc:ad.price'),
          <AmountText
            key="p"
            value={ad.price}
            decimals={priceDecimals(ad.price)}
            group
            unit={ad.legal}
          />,
        ],
        [
          t('otc:ad.available'),
          <AmountText
            key="a"
            value={ad.remaining_quantity}
            decimals={placesFor(ad.remaining_quantity, decimals)}
            group
            unit={ad.currency}
          />,
        ],
        [
          t('otc:ad.limits'),
          <span key="l">
            <AmountText value={ad.min_amount} decimals={LEGAL_DECIMALS} group /> –{' '}
            <AmountText value={ad.max_amount} decimals={LEGAL_DECIMALS} group unit={ad.legal} />
          </span>,
        ],
        [t('otc:ad.payKinds'), <PayKindTags key="k" kinds={ad.pay_kinds} />],
        ad.remark ? [t('otc:ad.remark'), ad.remark] : null,
      ]}
    />
  );
}

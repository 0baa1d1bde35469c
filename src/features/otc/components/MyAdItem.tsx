import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OtcAd } from '../../../api/generated/model';
import { CoinIcon } from '../../../components/CoinIcon';
import { formatDateTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import { MyAdActions } from './MyAdActions';
import { MyAdTerms } from './MyAdTerms';
import styles from './otc.module.css';
import { AdStatusTag } from './StatusTags';

/** One of the user's ads in "my posts", with its actions. */
export function MyAdItem({
  ad,
  decimals,
  onEdit,
}: {
  ad: OtcAd;
  decimals: number;
  onEdit: (ad: OtcAd) => void;
}) {
  const { t, i18n } = useTranslation('otc');
  return (
    <li className={styles.ad} data-testid={`otc-my-ad-${ad.id}`}>
      <Link className={styles.myAdHead} to={`${PATHS.otcMyAd}?id=${ad.id}`}>
        <span className={styles.coinTitle}>
          <CoinIcon symbol={ad.currency} size={20} />
          <span className={ad.side === 'sell' ? styles.sell : styles.buy}>
            {ad.side === 'sell'
              ? t('otc:myAds.sideSell', { coin: ad.currency })
              : t('otc:myAds.sideBuy', { coin: ad.currency })}
          </span>
        </span>
        <AdStatusTag status={ad.status} />
      </Link>
      <MyAdTerms ad={ad} decimals={decimals} />
      <div className={styles.myAdFoot}>
        <span className={styles.muted}>{formatDateTime(ad.created_at, i18n.language)}</span>
        <MyAdActions ad={ad} onEdit={onEdit} />
      </div>
    </li>
  );
}

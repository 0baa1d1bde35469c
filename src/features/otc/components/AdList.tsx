import { useTranslation } from 'react-i18next';
import { getOtcTradeListQueryKey, otcTradeList } from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd, OtcPayKind, OtcSide } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { AdCard } from './AdCard';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import styles from './otc.module.css';

interface AdListProps {
  side: OtcSide;
  currencyId: number;
  decimals: number;
  payKind: OtcPayKind | null;
  onTake: (ad: OtcAd) => void;
}

/** The online ads of one side and coin, best price first, loaded as the user scrolls. */
export function AdList({ side, currencyId, decimals, payKind, onTake }: AdListProps) {
  const { t } = useTranslation('otc');
  const params = { side, currency_id: currencyId, ...(payKind ? { pay_kind: payKind } : {}) };
  const query = usePagedQuery<OtcAd>(getOtcTradeListQueryKey(params), (page, signal) =>
    otcTradeList({ ...params, page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={query}
      label={t('otc:index.ads')}
      errorText={t('otc:index.loadFailed')}
      listClassName={styles.list}
      empty={<EmptyState title={t('otc:index.empty')} description={t('otc:index.emptyHint')} />}
      renderItem={(ad) => <AdCard key={ad.id} ad={ad} decimals={decimals} onTake={onTake} />}
    />
  );
}

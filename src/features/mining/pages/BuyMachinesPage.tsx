import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  useMinerBuyMiner,
  useMinerBuyMinerForm,
} from '../../../api/generated/endpoints/mining/mining';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { BuyForm } from '../components/BuyForm';
import styles from '../../../components/ProductPage/productPage.module.css';

/** pages/wakuang/buy-machines?id=: buy whole machines of one model. */
export default function BuyMachinesPage() {
  const { t } = useTranslation('mining');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 1);
  const form = useMinerBuyMinerForm({ id });
  const buy = useMinerBuyMiner();
  return (
    <PageFrame nav={<NavBar title={t('mining:buy.machineTitle')} backTo={PATHS.mining} />}>
      <div className={styles.page}>
        <QueryView query={form} errorText={t('mining:buy.failed')}>
          {(data) => (
            <BuyForm
              form={data}
              seat={false}
              buy={(quantity) => buy.mutateAsync({ data: { id, quantity } })}
            />
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}

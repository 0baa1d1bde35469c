import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useWalletDeladdress,
  useWalletGetAddress,
} from '../../../api/generated/endpoints/security/security';
import type { WithdrawAddress } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { AddressItem } from '../components/AddressItem';
import { addressCreatePath, useAddressTarget } from '../components/addressQuery';
import { ignoreHandled } from '../../../api/http';
import { useCoin } from '../components/useCoin';
import styles from '../components/security.module.css';

/** pages/user/address/address: the user's withdraw addresses of one coin; delete after confirming. */
export default function AddressListPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const { currencyId, network } = useAddressTarget();
  const { coin } = useCoin(currencyId);
  const list = useWalletGetAddress({ currency_id: currencyId, limit: 100 });
  const remove = useWalletDeladdress();

  const onDelete = async (address: WithdrawAddress) => {
    const confirmed = await confirmDialog({
      title: t('security:addresses.deleteTitle'),
      content: address.address,
      confirmText: t('security:addresses.delete'),
      cancelText: t('security:addresses.cancel'),
    });
    if (!confirmed) return;
    try {
      const message = await remove.mutateAsync({ data: { id: address.id } });
      void showToast({ content: message, icon: 'success' });
      await list.refetch();
    } catch (error) {
      ignoreHandled(error);
    }
  };

  const add = () =>
    void navigate(addressCreatePath(currencyId ?? 0, network || coin?.networks[0] || ''));
  const addButton = (
    <Button color="primary" onClick={add} disabled={!currencyId}>
      {t('security:addresses.add')}
    </Button>
  );

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState message={t('security:loadFailed')} onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = <EmptyState title={t('security:addresses.empty')} action={addButton} />;
  } else {
    body = (
      <>
        <List>
          {list.data.items.map((address) => (
            <AddressItem key={address.id} address={address} onDelete={(a) => void onDelete(a)} />
          ))}
        </List>
        <div className={styles.form}>{addButton}</div>
      </>
    );
  }

  const title = coin
    ? t('security:addresses.coinTitle', { coin: coin.currency })
    : t('security:addresses.title');
  return (
    <PageFrame nav={<NavBar title={title} />} onRefresh={() => list.refetch()}>
      {body}
    </PageFrame>
  );
}

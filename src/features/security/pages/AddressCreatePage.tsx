import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useUserHasPassword,
  useWalletAddaddress,
} from '../../../api/generated/endpoints/security/security';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { stepUpBody } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { AddressForm } from '../components/AddressForm';
import { addressListPath, useAddressTarget } from '../components/addressQuery';
import { ignoreHandled } from '../../../api/http';
import { SetFundPasswordPrompt } from '../components/SetFundPasswordPrompt';
import { useCoin } from '../components/useCoin';
import type { AddressValues } from '../schemas';
import styles from '../components/security.module.css';

/** pages/user/address/create: add a withdraw address; needs a fund password set first. */
export default function AddressCreatePage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const target = useAddressTarget();
  const { coins, coin: chosen } = useCoin(target.currencyId);
  const fund = useUserHasPassword();
  const add = useWalletAddaddress();
  const coin = chosen ?? coins.data?.[0];

  const submit = async (values: AddressValues) => {
    if (!coin) return;
    try {
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      await add.mutateAsync({
        data: {
          currency_id: coin.currency_id,
          network: values.network,
          address: values.address.trim(),
          code: values.code,
          fund_password: values.fund_password,
          ...stepUp,
        },
      });
      void showToast({ content: t('security:create.success'), icon: 'success' });
      void navigate(addressListPath(coin.currency_id, values.network), { replace: true });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  let body;
  if (fund.isPending || coins.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (fund.isError || coins.isError || !coin) {
    const retry = () => void Promise.all([fund.refetch(), coins.refetch()]);
    body = <ErrorState message={t('security:loadFailed')} onRetry={retry} />;
  } else if (!fund.data.has_password) {
    body = <SetFundPasswordPrompt />;
  } else {
    body = <AddressForm coin={coin} network={target.network} onSubmit={submit} />;
  }

  return <PageFrame nav={<NavBar title={t('security:create.title')} />}>{body}</PageFrame>;
}

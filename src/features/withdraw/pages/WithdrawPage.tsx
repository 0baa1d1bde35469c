import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useWalletAddressCoins } from '../../../api/generated/endpoints/security/security';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { AddressPicker } from '../components/AddressPicker';
import { CoinPicker } from '../components/CoinPicker';
import { NoAddressPrompt } from '../components/NoAddressPrompt';
import { PageBody } from '../components/PageBody';
import { useWithdrawInfo } from '../components/useWithdrawInfo';
import { WithdrawForm } from '../components/WithdrawForm';
import styles from '../components/withdraw.module.css';

const USDT_ID = 3;

/** pages/assets/withdraw/index: withdraw a coin to one of the user's chain addresses. */
export default function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const [params, setParams] = useSearchParams();
  const currencyId = Number(params.get('currency_id')) || USDT_ID;
  const coins = useWalletAddressCoins();
  const { info, refresh } = useWithdrawInfo(currencyId);
  const records = (
    <Link className={styles.link} to={PATHS.withdrawRecord}>
      {t('withdraw:records.title')}
    </Link>
  );
  return (
    <PageFrame nav={<NavBar title={t('withdraw:title')} right={records} />}>
      <CoinPicker
        coins={coins.data ?? []}
        value={currencyId}
        onChange={(id) => setParams({ currency_id: String(id) }, { replace: true })}
      />
      <PageBody query={info}>
        {(data) =>
          data.addresses.length === 0 ? (
            <NoAddressPrompt currencyId={currencyId} />
          ) : (
            <WithdrawForm
              key={data.currency_id}
              info={data}
              method="chain"
              destination={<AddressPicker addresses={data.addresses} currencyId={currencyId} />}
              onDone={refresh}
            />
          )
        }
      </PageBody>
      <div className={styles.form}>
        <Link className={styles.link} to={PATHS.withdrawBank}>
          {t('withdraw:toBank')}
        </Link>
      </div>
    </PageFrame>
  );
}

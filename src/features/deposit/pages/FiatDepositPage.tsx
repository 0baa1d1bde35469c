import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDepositChannels } from '../../../api/generated/endpoints/deposit/deposit';
import type { DepositChannel, FiatMethod } from '../../../api/generated/model';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import styles from '../components/deposit.module.css';
import { DepositForm } from '../components/DepositForm';
import { methodLabel } from '../components/labels';
import { PageSkeleton } from '../components/PageSkeleton';
import { ReceivingAccount } from '../components/ReceivingAccount';
import { useSubmitDeposit } from '../components/useSubmitDeposit';

const METHODS: readonly FiatMethod[] = ['bank', 'wechat', 'alipay'];
const asMethod = (value: string | null): FiatMethod =>
  (METHODS as readonly string[]).includes(value ?? '') ? (value as FiatMethod) : 'bank';

/** pages/assets/depositm/index: deposit by bank card, WeChat or Alipay (`?method=`) with a transfer voucher. */
export default function FiatDepositPage() {
  const { t } = useTranslation(['deposit', 'kyc']);
  const [params, setParams] = useSearchParams();
  const method = asMethod(params.get('method'));
  const channels = useDepositChannels();
  const channel = channels.data?.channels.find((c) => c.method === method);
  const tabs = METHODS.map((m) => ({ key: m, title: methodLabel(t, m) }));

  let body;
  if (channels.isPending) body = <PageSkeleton />;
  else if (channels.isError)
    body = (
      <ErrorState message={t('deposit:index.loadFailed')} onRetry={() => void channels.refetch()} />
    );
  else if (!channel) body = <EmptyState title={t('deposit:fiat.unavailable')} />;
  else body = <FiatDeposit key={method} channel={channel} />;

  return (
    <PageFrame
      nav={<NavBar title={t('deposit:fiat.title')} backTo={PATHS.deposit} />}
      className={styles.content}
    >
      <SegmentedTabs
        tabs={tabs}
        activeKey={method}
        onChange={(m) => setParams({ method: m }, { replace: true })}
        aria-label={t('deposit:index.method')}
      />
      {body}
    </PageFrame>
  );
}

function FiatDeposit({ channel }: { channel: DepositChannel }) {
  const submit = useSubmitDeposit();
  return (
    <>
      <ReceivingAccount channel={channel} />
      <section className={styles.card}>
        <DepositForm
          min={channel.min_amount}
          decimals={channel.decimals}
          picture="voucher"
          coin={channel.currency}
          onSubmit={(values) =>
            submit({ type: channel.method, amount: values.amount.trim(), image: values.image })
          }
        />
      </section>
    </>
  );
}

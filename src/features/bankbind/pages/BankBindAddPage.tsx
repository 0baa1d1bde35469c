import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  getUserCashInfoQueryKey,
  getWalletGetInfoQueryKey,
  useUserCashSave,
} from '../../../api/generated/endpoints/withdraw/withdraw';
import { ApiError } from '../../../api/http';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import { BankForm, WalletForm } from '../components/BindForms';
import type { BankValues, WalletValues } from '../schemas';
import { stepUpBody } from '../../../components/form';
import styles from '../components/bankbind.module.css';

type Kind = 'bank' | 'alipay' | 'wechat';
const KINDS: readonly Kind[] = ['bank', 'alipay', 'wechat'];

/** pages/bankbind/addbank: bind or update the bank card, Alipay or WeChat. */
export default function BankBindAddPage() {
  const { t } = useTranslation('bankbind');
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('kind')) ?? 'bank';
  const save = useUserCashSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tabs = [
    { key: 'bank', title: t('bankbind:kind.bank') },
    { key: 'alipay', title: t('bankbind:kind.alipay') },
    { key: 'wechat', title: t('bankbind:kind.wechat') },
  ] as const;

  const submit = async ({ step_up, totp_code, ...fields }: BankValues | WalletValues) => {
    try {
      const stepUp = await stepUpBody({ step_up, totp_code });
      if (!stepUp) return;
      await save.mutateAsync({
        data: { kind, ...fields, ...stepUp },
      });
    } catch (error) {
      // The server's "Binding failed" was already shown; anything else gets the same words.
      if (!(error instanceof ApiError && error.handled))
        void showToast({ content: t('bankbind:failed'), icon: 'fail' });
      return;
    }
    void showToast({ content: t('bankbind:saved'), icon: 'success' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getUserCashInfoQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getWalletGetInfoQueryKey().slice(0, 2) }),
    ]);
    void navigate(PATHS.bankBind, { replace: true });
  };

  return (
    <PageFrame nav={<NavBar title={t('bankbind:addTitle')} />}>
      <SegmentedTabs
        className={styles.tabs}
        tabs={tabs}
        activeKey={kind}
        onChange={(k) => setParams({ kind: k }, { replace: true })}
        aria-label={t('bankbind:addTitle')}
      />
      {kind === 'bank' ? (
        <BankForm onSubmit={submit} />
      ) : (
        <WalletForm key={kind} kind={kind} onSubmit={submit} />
      )}
    </PageFrame>
  );
}

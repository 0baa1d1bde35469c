import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUserCashInfo } from '../../../api/generated/endpoints/withdraw/withdraw';
import type { WalletMethod } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import styles from '../components/bankbind.module.css';

function MethodCard({
  title,
  kind,
  bound,
  children,
}: {
  title: string;
  kind: string;
  bound: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('bankbind');
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.head}>
        <span>{title}</span>
        <Link className={styles.link} to={`${PATHS.bankBindAdd}?kind=${kind}`}>
          {bound ? t('bankbind:change') : t('bankbind:bind')}
        </Link>
      </div>
      {children}
    </section>
  );
}

const Line = ({ label, value }: { label: string; value: string }) => (
  <div className={styles.line}>
    <span>{label}</span>
    <span>{value}</span>
  </div>
);

function WalletLines({ method, label }: { method: WalletMethod | null; label: string }) {
  const { t } = useTranslation('bankbind');
  if (!method) return <span className={styles.muted}>{t('bankbind:notBound')}</span>;
  return (
    <>
      <Line label={label} value={method.account} />
      <Line label={t('bankbind:field.qr')} value={t('bankbind:qrUploaded')} />
    </>
  );
}

/** pages/bankbind/index: the user's own payment methods (bank card masked, Alipay, WeChat). */
export default function BankBindPage() {
  const { t } = useTranslation('bankbind');
  const info = useUserCashInfo();
  let body;
  if (info.isPending) {
    body = (
      <div className={styles.cards} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (info.isError) {
    body = <ErrorState message={t('bankbind:loadFailed')} onRetry={() => void info.refetch()} />;
  } else {
    const { bank, alipay, wechat } = info.data;
    body = (
      <div className={styles.cards}>
        <MethodCard title={t('bankbind:kind.bank')} kind="bank" bound={bank !== null}>
          {bank ? (
            <>
              <Line
                label={t('bankbind:field.bank_name')}
                value={`${bank.bank_name} · ${bank.branch}`}
              />
              <Line label={t('bankbind:field.card_number')} value={bank.card_number} />
              <Line label={t('bankbind:field.cardholder')} value={bank.cardholder} />
              <Line label={t('bankbind:field.iban')} value={bank.iban} />
              <Line label={t('bankbind:field.swift_code')} value={bank.swift_code} />
            </>
          ) : (
            <span className={styles.muted}>{t('bankbind:notBound')}</span>
          )}
        </MethodCard>
        <MethodCard title={t('bankbind:kind.alipay')} kind="alipay" bound={alipay !== null}>
          <WalletLines method={alipay} label={t('bankbind:field.alipay_account')} />
        </MethodCard>
        <MethodCard title={t('bankbind:kind.wechat')} kind="wechat" bound={wechat !== null}>
          <WalletLines method={wechat} label={t('bankbind:field.wechat_account')} />
        </MethodCard>
      </div>
    );
  }
  return <PageFrame nav={<NavBar title={t('bankbind:title')} />}>{body}</PageFrame>;
}

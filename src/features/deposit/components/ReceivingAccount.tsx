import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '../../../api/generated/model';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import styles from './deposit.module.css';
import { DetailRows } from './DetailRows';

const copyable = (text: string, label: string): ReactNode => (
  <>
    <span>{text}</span>
    <CopyButton text={text} label={label} />
  </>
);

/** Where to send the money: the platform's bank card, WeChat or Alipay account. */
export function ReceivingAccount({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('deposit');
  const accountLabel =
    channel.method === 'bank'
      ? t('deposit:fiat.cardNumber')
      : channel.method === 'wechat'
        ? t('deposit:fiat.wechatAccount')
        : t('deposit:fiat.alipayAccount');
  const rows: [string, ReactNode][] = [
    [t('deposit:fiat.holder'), copyable(channel.holder, t('deposit:fiat.holder'))],
    [accountLabel, copyable(channel.account, accountLabel)],
  ];
  if (channel.bank_name) rows.push([t('deposit:fiat.bankName'), channel.bank_name]);
  if (channel.branch) rows.push([t('deposit:fiat.branch'), channel.branch]);
  if (channel.swift)
    rows.push([t('deposit:fiat.swift'), copyable(channel.swift, t('deposit:fiat.swift'))]);
  rows.push([
    t('deposit:fiat.fee'),
    `${(Number(channel.fee_rate) * 100).toFixed(2).replace(/\.?0+$/, '')}%`,
  ]);
  return (
    <section className={styles.card} aria-labelledby="receiving-account">
      <h2 id="receiving-account" className={styles.sectionTitle}>
        {t('deposit:fiat.receiver')}
      </h2>
      <DetailRows rows={rows} />
      <p className={styles.notice}>{t('deposit:fiat.credited', { coin: channel.currency })}</p>
    </section>
  );
}

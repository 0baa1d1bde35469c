import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { BankCardSummary } from '../../../api/generated/model';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { PageBody } from '../components/PageBody';
import { useWithdrawInfo } from '../components/useWithdrawInfo';
import { WithdrawForm } from '../components/WithdrawForm';
import styles from '../components/withdraw.module.css';

const USDT_ID = 3;

function BoundCard({ card }: { card: BankCardSummary }) {
  const { t } = useTranslation('withdraw');
  return (
    <div className={styles.summary} aria-label={t('withdraw:bank.card')}>
      <div className={styles.line}>
        <span>{t('withdraw:bank.card')}</span>
        <span>
          {card.bank_name} {card.card_number}
        </span>
      </div>
      <div className={styles.line}>
        <span>{t('withdraw:bank.cardholder')}</span>
        <span>{card.cardholder}</span>
      </div>
      <Link className={styles.link} to={PATHS.bankBind}>
        {t('withdraw:bank.manage')}
      </Link>
    </div>
  );
}

function BindPrompt() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.promptTitle}>{t('withdraw:bank.noCard')}</p>
      <p className={styles.hint}>{t('withdraw:bank.noCardHint')}</p>
      <Button color="primary" size="large" onClick={() => void navigate(PATHS.bankBindAdd)}>
        {t('withdraw:bank.bind')}
      </Button>
    </div>
  );
}

/** pages/assets/withdraw/bank/bank: withdraw USDT to the bound bank card. */
export default function WithdrawBankPage() {
  const { t } = useTranslation('withdraw');
  const { info, refresh } = useWithdrawInfo(USDT_ID);
  return (
    <PageFrame nav={<NavBar title={t('withdraw:bank.title')} />}>
      <PageBody query={info}>
        {(data) =>
          data.bank_card ? (
            <WithdrawForm
              info={data}
              method="bank"
              destination={<BoundCard card={data.bank_card} />}
              onDone={refresh}
            />
          ) : (
            <BindPrompt />
          )
        }
      </PageBody>
    </PageFrame>
  );
}

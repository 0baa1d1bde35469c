import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { KycLevelState } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { KycLevelTag } from '../components/KycLevelTag';
import { KycSkeleton } from '../components/KycSkeleton';
import { useKycState } from '../components/useKycState';
import styles from '../components/kyc.module.css';

function LevelItem({
  title,
  state,
  onOpen,
}: {
  title: string;
  state: KycLevelState;
  onOpen: () => void;
}) {
  const { t } = useTranslation('kyc');
  return (
    <List.Item
      onClick={onOpen}
      extra={<KycLevelTag status={state.status} />}
      description={
        state.status === 'rejected' ? (
          <span className={styles.reason}>
            {t('kyc:result.rejected', { reason: state.reason ?? '' })}
          </span>
        ) : undefined
      }
    >
      <span className={styles.levelTitle}>{title}</span>
    </List.Item>
  );
}

/** pages/verification/index: the state of basic and advanced verification, and the way to each. */
export default function VerificationPage() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const { kyc } = useKycState();

  let body;
  if (kyc.isPending) body = <KycSkeleton />;
  else if (kyc.isError)
    body = <ErrorState message={t('kyc:index.loadFailed')} onRetry={() => void kyc.refetch()} />;
  else
    body = (
      <>
        <p className={styles.intro}>{t('kyc:index.intro')}</p>
        <List className={styles.card}>
          <LevelItem
            title={t('kyc:index.basic')}
            state={kyc.data.basic}
            onOpen={() => void navigate(PATHS.verificationBasic)}
          />
          <LevelItem
            title={t('kyc:index.advanced')}
            state={kyc.data.advanced}
            onOpen={() => void navigate(PATHS.verificationAdvanced)}
          />
        </List>
      </>
    );

  return (
    <PageFrame
      nav={<NavBar title={t('kyc:index.title')} />}
      onRefresh={() => kyc.refetch()}
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}

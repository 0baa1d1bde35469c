import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLiabilitiesProof } from '../../../api/generated/endpoints/liabilities/liabilities';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { DownloadProof } from '../components/DownloadProof';
import { NoProof } from '../components/NoProof';
import { ProofBalances } from '../components/ProofBalances';
import { ProofCheck } from '../components/ProofCheck';
import { SnapshotFacts } from '../components/SnapshotFacts';
import styles from '../components/liabilities.module.css';

/** pages/liabilities/verify: the user's proof for the latest snapshot, checked here, step by step. */
export default function VerifyBalancesPage() {
  const { t } = useTranslation('liabilities');
  const mine = useLiabilitiesProof();
  return (
    <PageFrame
      nav={<NavBar title={t('liabilities:verify.title')} backTo={PATHS.assets} />}
      className={styles.content}
    >
      <QueryView query={mine} errorText={t('liabilities:verify.loadFailed')}>
        {({ status, proof }) =>
          status === 'included' && proof ? (
            <>
              <SnapshotFacts snapshot={proof.snapshot} />
              <ProofBalances proof={proof} />
              <ProofCheck proof={proof} />
              <DownloadProof proof={proof} />
            </>
          ) : (
            <NoProof status={status === 'no_snapshot' ? 'no_snapshot' : 'not_included'} />
          )
        }
      </QueryView>
      <Link className={styles.link} to={PATHS.liabilities}>
        {t('liabilities:verify.about')}
      </Link>
    </PageFrame>
  );
}

import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { ProofFile } from '../verify/core';
import { downloadProof, proofFileName } from '../verify/download';
import styles from './liabilities.module.css';

const VERIFY_COMMAND = 'npm run verify-liabilities --';

/** Saves the proof, and says how to check it without this app. */
export function DownloadProof({ proof }: { proof: ProofFile }) {
  const { t } = useTranslation('liabilities');
  return (
    <section className={styles.card}>
      <Button block color="primary" fill="outline" onClick={() => downloadProof(proof)}>
        {t('liabilities:verify.download')}
      </Button>
      <p className={styles.hint}>{t('liabilities:verify.downloadHint')}</p>
      <code className={styles.command}>{`${VERIFY_COMMAND} ${proofFileName(proof)}`}</code>
    </section>
  );
}

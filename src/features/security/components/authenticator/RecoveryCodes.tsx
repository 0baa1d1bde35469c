import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../components/imperative/toast';
import { copyText } from '../../../../lib/clipboard';
import styles from './authenticator.module.css';

const FILE_NAME = 'coinhub-recovery-codes.txt';

/** Offers the codes as a text file, one per line under a line that says what they are. */
function download(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten recovery codes, shown once: copy them, download them, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const copy = async () => {
    const copied = await copyText(codes.join('\n'));
    void showToast(
      copied
        ? { content: t('common:copy.done'), icon: 'success' }
        : { content: t('common:copy.failed') },
    );
  };
  return (
    <section className={styles.section} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className={styles.title}>
        {t('security:authenticator.codes.title')}
      </h2>
      <p className={styles.text}>{t('security:authenticator.codes.intro')}</p>
      <ol className={styles.codes} aria-label={t('security:authenticator.codes.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.row}>
        <Button block fill="outline" color="primary" onClick={() => void copy()}>
          {t('security:authenticator.codes.copy')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => download(codes, t('security:authenticator.codes.fileHeading'))}
        >
          {t('security:authenticator.codes.download')}
        </Button>
      </div>
      <Button block color="primary" size="large" onClick={onDone}>
        {t('security:authenticator.codes.done')}
      </Button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ArticleBoard } from '../components/ArticleBoard';
import styles from '../components/help.module.css';

/** pages/help-center/rule: the platform rules. */
export default function HelpRulePage() {
  const { t } = useTranslation('help');
  return (
    <PageFrame
      nav={<NavBar title={t('help:rules')} backTo={PATHS.helpCenter} />}
      className={styles.content}
    >
      <ArticleBoard
        kind="rule"
        detailPath={PATHS.helpDetail}
        label={t('help:rules')}
        emptyText={t('help:empty')}
        failedText={t('help:loadFailed')}
      />
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { ArticleView } from '../components/ArticleView';
import styles from '../components/help.module.css';

/** pages/help-center/detail: one help article or rule (`?id=`). */
export default function HelpDetailPage() {
  const { t } = useTranslation('help');
  return (
    <PageFrame nav={<NavBar title={t('help:detailTitle')} />} className={styles.content}>
      <ArticleView failedText={t('help:detailFailed')} />
    </PageFrame>
  );
}

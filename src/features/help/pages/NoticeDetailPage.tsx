import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ArticleView } from '../components/ArticleView';
import styles from '../components/help.module.css';

/** pages/index/notice/notice: one notice (`?id=`). */
export default function NoticeDetailPage() {
  const { t } = useTranslation('notices');
  return (
    <PageFrame
      nav={<NavBar title={t('notices:detailTitle')} backTo={PATHS.notices} />}
      className={styles.content}
    >
      <ArticleView failedText={t('notices:detailFailed')} />
    </PageFrame>
  );
}

import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { useBoard } from '../components/ArticleBoard';
import { ArticleList } from '../components/ArticleList';
import styles from '../components/help.module.css';

/** pages/help-center/center (title Help, pull-to-refresh): help categories with their articles. */
export default function HelpCenterPage() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const board = useBoard('help');

  let body;
  if (board.isPending) body = <Skeleton.Paragraph lineCount={8} animated aria-busy="true" />;
  else if (board.isError)
    body = <ErrorState message={t('help:loadFailed')} onRetry={() => void board.refetch()} />;
  else if (board.data.categories.length === 0) body = <EmptyState title={t('help:empty')} />;
  else
    body = board.data.categories.map((category) => (
      <section key={category.id}>
        <h2 className={styles.heading}>{category.name}</h2>
        <ArticleList
          items={board.data.items.filter((item) => item.category_id === category.id)}
          detailPath={PATHS.helpDetail}
          label={category.name}
        />
      </section>
    ));

  return (
    <PageFrame
      nav={<NavBar title={t('help:title')} />}
      onRefresh={() => board.refetch()}
      className={styles.content}
    >
      <List>
        <List.Item onClick={() => navigate(PATHS.helpRule)}>{t('help:rules')}</List.Item>
        <List.Item onClick={() => navigate(PATHS.helpChat)} description={t('help:chatHint')}>
          {t('help:chat')}
        </List.Item>
      </List>
      {body}
    </PageFrame>
  );
}

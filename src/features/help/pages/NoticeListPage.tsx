import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import { ArticleBoard, useBoard } from '../components/ArticleBoard';
import styles from '../components/help.module.css';

type Board = 'notice' | 'news';

/** pages/notice/index (title NOTICE): the platform's notices and news, newest first. */
export default function NoticeListPage() {
  const { t } = useTranslation('notices');
  const [board, setBoard] = useState<Board>('notice');
  const current = useBoard(board);
  const tabs = [
    { key: 'notice' as Board, title: t('notices:tabs.notice') },
    { key: 'news' as Board, title: t('notices:tabs.news') },
  ];
  return (
    <PageFrame
      nav={<NavBar title={t('notices:title')} />}
      onRefresh={() => current.refetch()}
      className={styles.content}
    >
      <SegmentedTabs
        tabs={tabs}
        activeKey={board}
        onChange={setBoard}
        aria-label={t('notices:title')}
      />
      <ArticleBoard
        key={board}
        kind={board}
        detailPath={PATHS.noticeDetail}
        label={board === 'notice' ? t('notices:tabs.notice') : t('notices:tabs.news')}
        emptyText={t('notices:empty')}
        failedText={t('notices:loadFailed')}
        showDate
      />
    </PageFrame>
  );
}

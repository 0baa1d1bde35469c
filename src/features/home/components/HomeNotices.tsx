import { SoundOutline } from 'antd-mobile-icons';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNewsList } from '../../../api/generated/endpoints/news/news';
import { PATHS } from '../../../lib/paths';
import { NOTICES_QUERY } from '../queries';
import styles from './home.module.css';

/**
 * The latest three of the notices the operator chose for Home (pinned ones first), each opening
 * its detail, and a link to all of them. A background strip: nothing shows when there are none
 * or when the call fails (no toast). While loading it keeps their place, so the shortcuts below
 * do not jump down when the notices arrive.
 */
export function HomeNotices() {
  const { t } = useTranslation('home');
  const notices = useNewsList(NOTICES_QUERY, {
    query: { retry: false },
    request: { silent: true },
  });
  const items = notices.data?.items.slice(0, 3) ?? [];
  if (!notices.isPending && items.length === 0) return null;
  return (
    <section className={styles.notices} aria-labelledby="home-notices-title">
      <header className={styles.noticesHead}>
        <h3 id="home-notices-title" className={styles.noticesTitle}>
          <SoundOutline className={styles.noticesIcon} aria-hidden="true" />
          {t('home:notices.title')}
        </h3>
        <Link to={PATHS.notices} className={styles.noticesMore}>
          {t('home:notices.more')} ›
        </Link>
      </header>
      {notices.isPending ? (
        <Skeleton.Paragraph lineCount={3} animated aria-busy="true" />
      ) : (
        <ul className={styles.noticeList}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`${PATHS.noticeDetail}?id=${item.id}`}
                className={styles.notice}
                lang={item.fallback ? item.lang : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

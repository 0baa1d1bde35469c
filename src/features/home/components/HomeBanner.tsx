import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNewsList } from '../../../api/generated/endpoints/news/news';
import { PATHS } from '../../../lib/paths';
import { BANNER_QUERY } from '../queries';
import styles from './home.module.css';

/**
 * Home's headline: the notice the operator chose as the banner (its title and summary in the
 * reader's language, opening the notice), or the app's own welcome when there is none. The welcome
 * stays while the banner loads or when the call fails, so nothing jumps or warns.
 */
export function HomeBanner() {
  const { t } = useTranslation('home');
  const banner = useNewsList(BANNER_QUERY, { query: { retry: false }, request: { silent: true } });
  const item = banner.data?.items[0];
  if (!item)
    return (
      <section className={styles.hero}>
        <h2>{t('home:hero.title')}</h2>
        <p>{t('home:hero.subtitle')}</p>
      </section>
    );
  return (
    <Link
      to={`${PATHS.noticeDetail}?id=${item.id}`}
      className={`${styles.hero} ${styles.banner}`}
      lang={item.fallback ? item.lang : undefined}
      data-testid="home-banner"
    >
      <h2>{item.title}</h2>
      {item.summary && <p>{item.summary}</p>}
      <span className={styles.bannerMore} aria-hidden="true">
        {t('home:hero.read')} ›
      </span>
    </Link>
  );
}

import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import styles from './home.module.css';

/** A search bar look-alike at the top of Home that opens the search page. */
export function HomeSearch() {
  const { t } = useTranslation('home');
  return (
    <Link to={PATHS.search} className={styles.search}>
      <SearchOutline aria-hidden="true" />
      {t('home:search.label')}
    </Link>
  );
}

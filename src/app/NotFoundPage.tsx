import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../components/NavBar/NavBar';
import { PageFrame } from '../components/PageFrame/PageFrame';
import { DEFAULT_LANDING } from '../lib/landing';
import styles from './NotFoundPage.module.css';

/** Any path that is not one of the app's pages. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <PageFrame nav={<NavBar />} tabBar={false}>
      <section className={styles.root} data-not-found>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h2 className={styles.title}>{t('common:notFound.title')}</h2>
        <p className={styles.text}>{t('common:notFound.description')}</p>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate(DEFAULT_LANDING, { replace: true })}
        >
          {t('common:notFound.home')}
        </Button>
      </section>
    </PageFrame>
  );
}

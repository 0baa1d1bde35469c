import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import { AuthLayout } from '../components/AuthLayout';
import { BrandMark } from '../components/BrandMark';
import { ChartIcon, GlobeIcon, ShieldIcon } from '../components/icons';
import styles from '../components/auth.module.css';

const POINTS = [
  { key: 'secure', label: 'auth:choose.points.secure', Icon: ShieldIcon },
  { key: 'markets', label: 'auth:choose.points.markets', Icon: ChartIcon },
  { key: 'languages', label: 'auth:choose.points.languages', Icon: GlobeIcon },
] as const;

/** pages/user/login/choose: the welcome page, choosing between log in and register. */
export default function ChoosePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Keep backpage/backtype so the user still returns where they were going.
  const { search } = useLocation();

  return (
    <AuthLayout>
      <section className={styles.hero}>
        <BrandMark large />
        <h2 className={styles.heroTitle}>{t('auth:choose.title')}</h2>
        <p className={styles.subtitle}>{t('auth:choose.subtitle')}</p>
        <ul className={styles.points}>
          {POINTS.map(({ key, label, Icon }) => (
            <li key={key} className={styles.point}>
              <span className={styles.pointIcon}>
                <Icon />
              </span>
              {/* i18n-dynamic: POINTS[].label above, literal auth:choose.points.* keys */}
              {t(label)}
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.chooseActions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(`${PATHS.login}${search}`)}
        >
          {t('auth:choose.login')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          size="large"
          onClick={() => void navigate(`${PATHS.register}${search}`)}
        >
          {t('auth:choose.register')}
        </Button>
      </div>
    </AuthLayout>
  );
}

import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { mapLinks } from '../../../lib/chosenLocation';
import styles from '../components/system.module.css';

const coordinate = (value: string | null) =>
  value === null || value === '' ? undefined : Number(value);

/**
 * pages/system/open-location (custom navigation): an address (`?address=`, optional `name`, `lat`,
 * `lng`) with links out to the phone's map app (geo:) and to a web map.
 */
export default function OpenLocationPage() {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const address = (params.get('address') ?? '').trim();
  const name = (params.get('name') ?? '').trim();
  const links = mapLinks(address, coordinate(params.get('lat')), coordinate(params.get('lng')));

  return (
    <PageFrame
      nav={<NavBar variant="custom" title={t('system:map.title')} />}
      className={styles.content}
    >
      {address ? (
        <section className={styles.card}>
          {name && <p className={styles.label}>{name}</p>}
          <p className={styles.address}>{address}</p>
          <div className={styles.actions}>
            <Button block color="primary" onClick={() => window.location.assign(links.geo)}>
              {t('system:map.openApp')}
            </Button>
            <Button
              block
              onClick={() => void window.open(links.web, '_blank', 'noopener,noreferrer')}
            >
              {t('system:map.openWeb')}
            </Button>
          </div>
        </section>
      ) : (
        <EmptyState title={t('system:map.noAddress')} />
      )}
    </PageFrame>
  );
}

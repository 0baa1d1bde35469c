import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import type { Device } from '../../../api/generated/model';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { formatDateTime } from '../../../lib/date';
import styles from './devices.module.css';

export interface DeviceItemProps {
  device: Device;
  onSignOut: (device: Device) => void;
}

/** The name a person knows a session by: "Safari 18 · iOS 18.1", or its kind when unknown. */
export function useDeviceName() {
  const { t } = useTranslation('security');
  // i18n-dynamic: security:devices.kind.mobile, security:devices.kind.tablet, security:devices.kind.desktop, security:devices.kind.unknown
  const kinds: Record<Device['device'], string> = {
    mobile: t('security:devices.kind.mobile'),
    tablet: t('security:devices.kind.tablet'),
    desktop: t('security:devices.kind.desktop'),
    unknown: t('security:devices.kind.unknown'),
  };
  return (device: Pick<Device, 'browser' | 'os' | 'device'>) =>
    [device.browser, device.os].filter(Boolean).join(' · ') || kinds[device.device];
}

/** One signed-in device: what it is, where from, when last used; this one is marked, others can
 * be signed out. */
export function DeviceItem({ device, onSignOut }: DeviceItemProps) {
  const { t, i18n } = useTranslation('security');
  const nameOf = useDeviceName();
  const name = nameOf(device);
  const lastUsed = formatDateTime(device.last_used_at, i18n.language);
  const since = formatDateTime(device.created_at, i18n.language);
  return (
    <List.Item
      description={
        <span className={styles.meta}>
          {device.ip && <span>{t('security:devices.ip', { ip: device.ip })}</span>}
          <span>{t('security:devices.lastUsed', { time: lastUsed })}</span>
          <span>{t('security:devices.signedIn', { time: since })}</span>
        </span>
      }
      extra={
        device.current ? (
          <StatusTag
            status="current"
            tones={{ current: 'success' }}
            labels={{ current: t('security:devices.thisDevice') }}
          />
        ) : (
          <Button
            size="mini"
            color="danger"
            fill="outline"
            aria-label={t('security:devices.signOutNamed', { name })}
            onClick={() => onSignOut(device)}
          >
            {t('security:devices.signOut')}
          </Button>
        )
      }
    >
      <span className={styles.name}>{name}</span>
    </List.Item>
  );
}

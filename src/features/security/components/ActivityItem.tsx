import { useTranslation } from 'react-i18next';
import type { AccountEvent } from '../../../api/generated/model';
import { accountEventLabel } from '../../../lib/accountEvents';
import { formatDateTime } from '../../../lib/date';
import { useDeviceName } from './DeviceItem';
import styles from './devices.module.css';

/** One account event: what happened, when, and from which device and address. A failed sign-in
 * stands out: it may be someone else trying. */
export function ActivityItem({ event }: { event: AccountEvent }) {
  const { t, i18n } = useTranslation('security');
  const nameOf = useDeviceName();
  const failed = event.kind === 'sign_in_failed' || event.kind === 'second_step_failed';
  return (
    <li className={styles.event}>
      <span className={failed ? `${styles.name} ${styles.warning}` : styles.name}>
        {accountEventLabel(t, event.kind)}
      </span>
      <span className={styles.meta}>
        <span>{formatDateTime(event.at, i18n.language)}</span>
        <span>
          {nameOf({ browser: event.browser, os: event.os, device: event.device })}
          {event.ip ? ` · ${event.ip}` : ''}
        </span>
      </span>
    </li>
  );
}

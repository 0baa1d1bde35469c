import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../../api/generated/model';
import { formatDate } from '../../../../lib/date';
import listStyles from '../devices.module.css';
import styles from './passkeys.module.css';

export interface PasskeyItemProps {
  passkey: Passkey;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** One passkey: its name, when it was added and last used, whether it syncs; rename or remove. */
export function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  const { t, i18n } = useTranslation('security');
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <List.Item
      description={
        <span className={listStyles.meta}>
          <span>{t('security:passkeys.added', { date: date(passkey.created_at) })}</span>
          <span>
            {passkey.last_used_at
              ? t('security:passkeys.lastUsed', { date: date(passkey.last_used_at) })
              : t('security:passkeys.neverUsed')}
          </span>
          <span>
            {passkey.synced ? t('security:passkeys.synced') : t('security:passkeys.thisDeviceOnly')}
          </span>
        </span>
      }
      extra={
        <span className={styles.actions}>
          <Button
            size="mini"
            fill="outline"
            aria-label={t('security:passkeys.renameNamed', { name: passkey.name })}
            onClick={() => onRename(passkey)}
          >
            {t('security:passkeys.rename')}
          </Button>
          <Button
            size="mini"
            color="danger"
            fill="outline"
            aria-label={t('security:passkeys.removeNamed', { name: passkey.name })}
            onClick={() => onRemove(passkey)}
          >
            {t('security:passkeys.remove')}
          </Button>
        </span>
      }
    >
      <span className={listStyles.name}>{passkey.name}</span>
    </List.Item>
  );
}

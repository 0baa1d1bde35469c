import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { OtcAd } from '../../../api/generated/model';
import styles from './otc.module.css';
import { useAdActions } from './useAdActions';

interface MyAdActionsProps {
  ad: OtcAd;
  onEdit: (ad: OtcAd) => void;
  onDeleted?: () => void;
}

/** Publish or unpublish, delete; edit only while offline (server code 2514). */
export function MyAdActions({ ad, onEdit, onDeleted }: MyAdActionsProps) {
  const { t } = useTranslation('otc');
  const { toggle, destroy, busy } = useAdActions();
  const online = ad.status === 'online';
  const label = (action: string) => ({
    'aria-label': t('otc:myAds.actionLabel', { action, id: ad.id }),
  });
  return (
    <div className={styles.adActions}>
      <Button
        size="small"
        fill="none"
        color="danger"
        disabled={busy}
        onClick={() => void destroy(ad).then((gone) => gone && onDeleted?.())}
        {...label(t('otc:myAds.delete'))}
      >
        {t('otc:myAds.delete')}
      </Button>
      {!online && (
        <Button
          size="small"
          fill="outline"
          disabled={busy}
          onClick={() => onEdit(ad)}
          {...label(t('otc:myAds.edit'))}
        >
          {t('otc:myAds.edit')}
        </Button>
      )}
      <Button
        size="small"
        color={online ? 'default' : 'primary'}
        fill={online ? 'outline' : 'solid'}
        disabled={busy}
        onClick={() => void toggle(ad)}
        {...label(online ? t('otc:myAds.unpublish') : t('otc:myAds.publish'))}
      >
        {online ? t('otc:myAds.unpublish') : t('otc:myAds.publish')}
      </Button>
    </div>
  );
}

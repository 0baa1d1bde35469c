import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import {
  useSecuritySessionEnd,
  useSecuritySessions,
  useSecuritySessionsEndOthers,
} from '../../../api/generated/endpoints/security/security';
import type { Device } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { DeviceItem, useDeviceName } from '../components/DeviceItem';
import styles from '../components/devices.module.css';

/** Security → Devices: the user's signed-in devices, this one marked; sign one or all the others
 * out (they stop at once, everywhere). */
export default function DevicesPage() {
  const { t } = useTranslation('security');
  const nameOf = useDeviceName();
  const list = useSecuritySessions();
  const endOne = useSecuritySessionEnd();
  const endOthers = useSecuritySessionsEndOthers();

  const run = async (title: string, content: string, action: () => Promise<string>) => {
    const confirmed = await confirmDialog({
      title,
      content,
      confirmText: t('security:devices.signOut'),
      cancelText: t('security:addresses.cancel'),
    });
    if (!confirmed) return;
    try {
      void showToast({ content: await action(), icon: 'success' });
    } catch (error) {
      ignoreHandled(error);
    }
    await list.refetch();
  };

  const signOut = (device: Device) =>
    run(t('security:devices.signOutTitle'), nameOf(device), () =>
      endOne.mutateAsync({ data: { id: device.id } }),
    );
  const signOutOthers = () =>
    run(
      t('security:devices.signOutOthersTitle'),
      t('security:devices.signOutOthersHint'),
      async () => {
        const { ended } = await endOthers.mutateAsync();
        return t('security:devices.othersSignedOut', { count: ended });
      },
    );

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.footer} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (list.isError) {
    body = <ErrorState message={t('security:loadFailed')} onRetry={() => void list.refetch()} />;
  } else {
    const devices = list.data.list;
    const others = devices.filter((device) => !device.current).length;
    body = (
      <>
        <List header={t('security:devices.header')}>
          {devices.map((device) => (
            <DeviceItem key={device.id} device={device} onSignOut={(d) => void signOut(d)} />
          ))}
        </List>
        <div className={styles.footer}>
          {others > 0 ? (
            <Button block color="danger" fill="outline" onClick={() => void signOutOthers()}>
              {t('security:devices.signOutOthers', { count: others })}
            </Button>
          ) : (
            <p className={styles.meta}>{t('security:devices.onlyThis')}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <PageFrame
      nav={<NavBar title={t('security:devices.title')} />}
      onRefresh={() => list.refetch()}
    >
      {body}
    </PageFrame>
  );
}

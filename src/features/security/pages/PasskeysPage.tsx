import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getSecurityPasskeysQueryKey,
  useSecurityAuthenticator,
  useSecurityPasskeys,
} from '../../../api/generated/endpoints/security/security';
import type { Passkey } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { passkeysSupported } from '../../../lib/passkeys';
import { PasskeyAddForm } from '../components/passkeys/PasskeyAddForm';
import { PasskeyItem } from '../components/passkeys/PasskeyItem';
import { PasskeyRemoveForm } from '../components/passkeys/PasskeyRemoveForm';
import { PasskeyRenameForm } from '../components/passkeys/PasskeyRenameForm';
import styles from '../components/passkeys/passkeys.module.css';

/** The server keeps at most ten per user (code 1338 beyond). */
const PASSKEYS_MAX = 10;

type Change = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey };

/**
 * Security → Passkeys: sign in and confirm withdrawals with the device's fingerprint, face or
 * screen lock instead of codes. Lists the passkeys (added, last used, synced); add, rename, remove.
 */
export default function PasskeysPage() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const list = useSecurityPasskeys();
  const authenticator = useSecurityAuthenticator({ query: { staleTime: 60_000 } });
  const [change, setChange] = useState<Change | null>(null);
  const supported = passkeysSupported();

  const done = (message: string) => {
    setChange(null);
    void showToast({ content: message, icon: 'success' });
    void queryClient.invalidateQueries({ queryKey: getSecurityPasskeysQueryKey() });
  };

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.panel} aria-busy="true">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorState message={t('security:passkeys.loadFailed')} onRetry={() => void list.refetch()} />
    );
  } else {
    const passkeys = list.data.list;
    const lastFactor = passkeys.length === 1 && authenticator.data?.enabled === false;
    let panel;
    if (change?.kind === 'add') {
      panel = (
        <PasskeyAddForm
          onAdded={(passkey) => done(t('security:passkeys.addedToast', { name: passkey.name }))}
          onCancel={() => setChange(null)}
        />
      );
    } else if (change?.kind === 'rename') {
      panel = (
        <PasskeyRenameForm
          key={change.passkey.id}
          passkey={change.passkey}
          onRenamed={() => done(t('security:passkeys.renamedToast'))}
          onCancel={() => setChange(null)}
        />
      );
    } else if (change?.kind === 'remove') {
      panel = (
        <PasskeyRemoveForm
          key={change.passkey.id}
          passkey={change.passkey}
          lastFactor={lastFactor}
          onRemoved={done}
          onCancel={() => setChange(null)}
        />
      );
    } else {
      panel = (
        <div className={styles.panel}>
          {!supported ? (
            <p className={styles.warning}>{t('security:passkeys.unsupported')}</p>
          ) : passkeys.length >= PASSKEYS_MAX ? (
            <p className={styles.note}>{t('security:passkeys.atLimit', { max: PASSKEYS_MAX })}</p>
          ) : (
            <Button block color="primary" size="large" onClick={() => setChange({ kind: 'add' })}>
              {t('security:passkeys.add')}
            </Button>
          )}
        </div>
      );
    }
    body = (
      <>
        {passkeys.length ? (
          <List header={t('security:passkeys.header')}>
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                onRename={(p) => setChange({ kind: 'rename', passkey: p })}
                onRemove={(p) => setChange({ kind: 'remove', passkey: p })}
              />
            ))}
          </List>
        ) : (
          <p className={styles.empty}>{t('security:passkeys.empty')}</p>
        )}
        {panel}
      </>
    );
  }

  return (
    <PageFrame
      nav={<NavBar title={t('security:passkeys.title')} />}
      onRefresh={() => list.refetch()}
    >
      <p className={styles.intro}>{t('security:passkeys.intro')}</p>
      {body}
    </PageFrame>
  );
}

import { Alert, App, Button, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAdminDashboardQueryKey } from '../../api/generated/endpoints/admin-dashboard/admin-dashboard';
import {
  getAdminLiabilitySnapshotsQueryKey,
  useAdminTakeLiabilitySnapshot,
} from '../../api/generated/endpoints/admin-liabilities/admin-liabilities';
import type { AdminSnapshot } from '../../api/generated/model';
import { LeavesLink, Problems, RootHash } from './SnapshotParts';

/** What the snapshot just taken came to: published with its root, or refused with why. */
function Outcome({ snapshot }: { snapshot: AdminSnapshot }) {
  const { t } = useTranslation();
  if (snapshot.status === 'refused')
    return (
      <Alert
        type="error"
        showIcon
        title={t('liabilities.taken_refused')}
        description={<Problems problems={snapshot.problems} />}
        data-testid="snapshot-outcome"
      />
    );
  return (
    <Alert
      type="success"
      showIcon
      title={t('liabilities.taken_published', { accounts: snapshot.account_count })}
      description={
        <Flex gap={12} align="center" wrap>
          {snapshot.root_hash && <RootHash hash={snapshot.root_hash} />}
          <LeavesLink id={snapshot.id} />
        </Flex>
      }
      data-testid="snapshot-outcome"
    />
  );
}

/** The daily job's work on demand (an admin's), after a word on what it costs; then its outcome. */
export function TakeSnapshot() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const take = useAdminTakeLiabilitySnapshot({
    mutation: {
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: getAdminLiabilitySnapshotsQueryKey() }),
          client.invalidateQueries({ queryKey: getAdminDashboardQueryKey() }),
        ]),
    },
  });
  const confirm = () =>
    modal.confirm({
      title: t('liabilities.confirm_title'),
      content: t('liabilities.confirm_hint'),
      okText: t('liabilities.confirm_ok'),
      cancelText: t('liabilities.cancel'),
      // The dialog stays (its button spinning) until the snapshot is stored; a failure shows below.
      onOk: () => take.mutateAsync().catch(() => undefined),
    });
  return (
    <Flex vertical gap={16}>
      <div>
        <Button type="primary" loading={take.isPending} onClick={confirm}>
          {t('liabilities.take')}
        </Button>
      </div>
      {take.isError && (
        <Alert
          type="error"
          showIcon
          title={t('liabilities.take_failed', { message: take.error.message })}
        />
      )}
      {take.data && <Outcome snapshot={take.data} />}
    </Flex>
  );
}

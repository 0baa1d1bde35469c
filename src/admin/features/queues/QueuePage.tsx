import { Alert, App, Button, Empty, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useParams } from 'react-router-dom';
import {
  useAdminQueue,
  useAdminQueues,
} from '../../api/generated/endpoints/admin-reviews/admin-reviews';
import type { Operator, PendingItem, ReviewKind } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { QUEUE_REFRESH_MS } from '../../app/Shell';
import { formatTime, queueName, roleName } from './queueText';
import { RejectDialog } from './RejectDialog';
import { useDecision } from './useDecision';

// One review queue: its pending items, oldest first, refreshed by themselves; approve and reject.
export function QueuePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const kind = useParams().kind as ReviewKind;
  const operator = useOutletContext<Operator>();
  const queue = useAdminQueue(kind, { query: { refetchInterval: QUEUE_REFRESH_MS } });
  const needed = useAdminQueues().data?.find((q) => q.kind === kind)?.decided_by;
  const allowed = !!needed && roleAllows(operator.role, needed);
  const decision = useDecision(kind);
  const [rejecting, setRejecting] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const act = async (id: string, run: () => Promise<unknown>, done: string) => {
    setFailure(undefined);
    try {
      await run();
      void message.success(t(done, { id }));
    } catch (error) {
      setFailure(t('queue.failed', { message: (error as Error).message }));
      throw error;
    }
  };

  const forbidden = needed
    ? t('queue.role_not_allowed', {
        role: roleName(t, operator.role),
        needed: roleName(t, needed),
      })
    : undefined;

  const columns = [
    { title: t('queue.id'), dataIndex: 'id', width: 100 },
    { title: t('queue.summary'), dataIndex: 'summary' },
    {
      title: t('queue.created_at'),
      dataIndex: 'created_at',
      width: 200,
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('queue.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, item: PendingItem) => (
        <Tooltip title={allowed ? undefined : forbidden}>
          <Space>
            <Popconfirm
              title={t('queue.approve_confirm', { id: item.id })}
              description={t('queue.approve_confirm_hint')}
              okText={t('queue.approve')}
              cancelText={t('queue.cancel')}
              disabled={!allowed}
              onConfirm={() =>
                act(item.id, () => decision.approve(item.id), 'queue.approved').catch(() => {})
              }
            >
              <Button type="primary" size="small" disabled={!allowed}>
                {t('queue.approve')}
              </Button>
            </Popconfirm>
            <Button danger size="small" disabled={!allowed} onClick={() => setRejecting(item.id)}>
              {t('queue.reject')}
            </Button>
          </Space>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{queueName(t, kind)}</Typography.Title>
      {needed && !allowed && (
        <Alert type="info" showIcon title={forbidden} style={{ marginBottom: 16 }} />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable
          onClose={() => setFailure(undefined)}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {queue.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: queue.error.message })}
          action={<Button onClick={() => void queue.refetch()}>{t('error.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<PendingItem>
        rowKey="id"
        loading={queue.isPending}
        dataSource={queue.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description={t('queue.empty')} /> }}
      />
      {rejecting && (
        <RejectDialog
          id={rejecting}
          onCancel={() => setRejecting(undefined)}
          onReject={(reason) =>
            act(rejecting, () => decision.reject(rejecting, reason), 'queue.rejected').finally(() =>
              setRejecting(undefined),
            )
          }
        />
      )}
    </>
  );
}

export default QueuePage;

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
import { DecisionDialog } from './DecisionDialog';
import { ItemDrawer } from './ItemDrawer';
import { formatTime, queueName, roleName } from './queueText';
import { useDecision } from './useDecision';

type Dialog = { id: string; mode: 'reject' | 'payout' };

// One review queue: its pending items, oldest first, refreshed by themselves; each opens in full
// with its photos; approve (a withdrawal with its payout reference) and reject with a reason.
export function QueuePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const kind = useParams().kind as ReviewKind;
  const operator = useOutletContext<Operator>();
  const queue = useAdminQueue(kind, { query: { refetchInterval: QUEUE_REFRESH_MS } });
  const needed = useAdminQueues().data?.find((q) => q.kind === kind)?.decided_by;
  const allowed = !!needed && roleAllows(operator.role, needed);
  const decision = useDecision(kind);
  const [dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const act = async (id: string, run: () => Promise<unknown>, done: string) => {
    setFailure(undefined);
    try {
      await run();
      void message.success(t(done, { id }));
      setOpen((shown) => (shown === id ? undefined : shown)); // decided: back to the queue
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

  const approveButton = (id: string) =>
    kind === 'withdraw' ? (
      <Button
        type="primary"
        size="small"
        disabled={!allowed}
        onClick={() => setDialog({ id, mode: 'payout' })}
      >
        {t('queue.approve')}
      </Button>
    ) : (
      <Popconfirm
        title={t('queue.approve_confirm', { id })}
        description={t('queue.approve_confirm_hint')}
        okText={t('queue.approve')}
        cancelText={t('queue.cancel')}
        disabled={!allowed}
        onConfirm={() => act(id, () => decision.approve(id), 'queue.approved').catch(() => {})}
      >
        <Button type="primary" size="small" disabled={!allowed}>
          {t('queue.approve')}
        </Button>
      </Popconfirm>
    );

  const actions = (id: string) => (
    <Tooltip title={allowed ? undefined : forbidden}>
      <Space>
        {approveButton(id)}
        <Button
          danger
          size="small"
          disabled={!allowed}
          onClick={() => setDialog({ id, mode: 'reject' })}
        >
          {t('queue.reject')}
        </Button>
      </Space>
    </Tooltip>
  );

  const columns = [
    { title: t('queue.id'), dataIndex: 'id', width: 100 },
    {
      title: t('queue.summary'),
      dataIndex: 'summary',
      render: (summary: string, item: PendingItem) => (
        <Typography.Link onClick={() => setOpen(item.id)}>{summary}</Typography.Link>
      ),
    },
    {
      title: t('queue.created_at'),
      dataIndex: 'created_at',
      width: 200,
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('queue.actions'),
      key: 'actions',
      width: 260,
      render: (_: unknown, item: PendingItem) => (
        <Space>
          <Button size="small" onClick={() => setOpen(item.id)}>
            {t('queue.details')}
          </Button>
          {actions(item.id)}
        </Space>
      ),
    },
  ];

  const decide = (text: string) => {
    const { id, mode } = dialog!;
    const run =
      mode === 'reject'
        ? act(id, () => decision.reject(id, text), 'queue.rejected')
        : act(id, () => decision.approve(id, text), 'queue.approved');
    return run.finally(() => setDialog(undefined));
  };

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
      {open && (
        <ItemDrawer
          kind={kind}
          id={open}
          pending={!!queue.data?.some((item) => item.id === open)}
          actions={actions(open)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {dialog && (
        <DecisionDialog
          id={dialog.id}
          mode={dialog.mode}
          onCancel={() => setDialog(undefined)}
          onConfirm={decide}
        />
      )}
    </>
  );
}

export default QueuePage;

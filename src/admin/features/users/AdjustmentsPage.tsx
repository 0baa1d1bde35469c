import { Alert, App, Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router-dom';
import {
  getAdminAdjustmentsQueryKey,
  useAdminAdjustmentApprove,
  useAdminAdjustmentReject,
  useAdminAdjustments,
} from '../../api/generated/endpoints/admin-users/admin-users';
import type { Adjustment, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { QUEUE_REFRESH_MS } from '../../app/Shell';
import { ReasonDialog } from '../../components/ReasonDialog';
import { formatTime } from '../queues/queueText';

const STATUS_COLOR = { pending: 'warning', posted: 'success', rejected: 'error' } as const;

// Four eyes: adjustments above the threshold wait here until a different finance operator (or an
// admin) approves or rejects them; the requester cannot decide their own.
export function AdjustmentsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const client = useQueryClient();
  const list = useAdminAdjustments({ query: { refetchInterval: QUEUE_REFRESH_MS } });
  const settled = {
    mutation: {
      onSettled: () => client.invalidateQueries({ queryKey: getAdminAdjustmentsQueryKey() }),
    },
  };
  const approve = useAdminAdjustmentApprove(settled);
  const reject = useAdminAdjustmentReject(settled);
  const [rejecting, setRejecting] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const mayDecide = roleAllows(operator.role, 'finance');

  const act = async (run: () => Promise<unknown>, done: string, id: number) => {
    setFailure(undefined);
    try {
      await run();
      void message.success(t(done, { id }));
    } catch (error) {
      setFailure(t('queue.failed', { message: (error as Error).message }));
    }
  };

  const when = (at: string | null) => (at ? formatTime(at, i18n.language) : '—');
  const columns = (pending: boolean) => [
    { title: t('queue.id'), dataIndex: 'id', width: 70 },
    {
      title: t('item.user'),
      dataIndex: 'user_id',
      render: (userId: number) => <Link to={`/users/${userId}`}>#{userId}</Link>,
    },
    { title: t('users.account'), dataIndex: 'account', render: (a: string) => t(`account.${a}`) }, // i18n-dynamic: AccountKind
    {
      title: t('fact.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, a: Adjustment) => `${a.amount} ${a.currency}`,
    },
    {
      title: t('users.value_usdt'),
      dataIndex: 'value_usdt',
      align: 'right' as const,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('audit.reason'), dataIndex: 'reason' },
    {
      title: t('users.requested_by'),
      key: 'requested',
      render: (_: unknown, a: Adjustment) => `${a.requested_by} · ${when(a.requested_at)}`,
    },
    pending
      ? {
          title: t('queue.actions'),
          key: 'actions',
          render: (_: unknown, a: Adjustment) => {
            const own = a.requested_by === operator.email;
            const off = !mayDecide || own;
            return (
              <Space>
                <Popconfirm
                  title={t('users.approve_adjustment', { id: a.id })}
                  okText={t('queue.approve')}
                  cancelText={t('queue.cancel')}
                  disabled={off}
                  onConfirm={() =>
                    act(() => approve.mutateAsync({ id: String(a.id) }), 'queue.approved', a.id)
                  }
                >
                  <Button type="primary" size="small" disabled={off}>
                    {t('queue.approve')}
                  </Button>
                </Popconfirm>
                <Button danger size="small" disabled={off} onClick={() => setRejecting(a.id)}>
                  {t('queue.reject')}
                </Button>
                {own && (
                  <Typography.Text type="secondary">{t('users.own_adjustment')}</Typography.Text>
                )}
              </Space>
            );
          },
        }
      : {
          title: t('item.status'),
          key: 'status',
          render: (_: unknown, a: Adjustment) => (
            <Space direction="vertical" size={0}>
              <Tag color={STATUS_COLOR[a.status]}>{t(`adjustment.${a.status}`)}</Tag>
              {a.decided_by && (
                <Typography.Text type="secondary">
                  {a.decided_by} · {when(a.decided_at)}
                  {a.decision_reason ? ` · ${a.decision_reason}` : ''}
                </Typography.Text>
              )}
            </Space>
          ),
        },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('users.adjustments_title')}</Typography.Title>
      {list.data && (
        <Typography.Paragraph type="secondary">
          {t('users.four_eyes_hint', { threshold: list.data.threshold_usdt })}
        </Typography.Paragraph>
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
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: list.error.message })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Title level={5}>{t('users.pending_adjustments')}</Typography.Title>
      <Table<Adjustment>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.pending ?? []}
        columns={columns(true)}
        pagination={false}
        locale={{ emptyText: <Empty description={t('users.no_pending_adjustments')} /> }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('users.recent_adjustments')}
      </Typography.Title>
      <Table<Adjustment>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.recent ?? []}
        columns={columns(false)}
        pagination={false}
      />
      {rejecting !== undefined && (
        <ReasonDialog
          title={t('users.reject_adjustment', { id: rejecting })}
          okText={t('queue.reject')}
          danger
          onCancel={() => setRejecting(undefined)}
          onConfirm={(reason) =>
            act(
              () => reject.mutateAsync({ id: String(rejecting), data: { reason } }),
              'queue.rejected',
              rejecting,
            ).finally(() => setRejecting(undefined))
          }
        />
      )}
    </>
  );
}

export default AdjustmentsPage;

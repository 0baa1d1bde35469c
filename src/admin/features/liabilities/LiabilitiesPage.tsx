import { Alert, Button, Empty, Table, Typography } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { useAdminLiabilitySnapshots } from '../../api/generated/endpoints/admin-liabilities/admin-liabilities';
import type { AdminSnapshot, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { formatTime } from '../queues/queueText';
import { CoinTotals, LeavesLink, NOWRAP, Problems, RootHash, StatusTag } from './SnapshotParts';
import { formatTook, TRIGGER_LABEL } from './snapshotText';
import { TakeSnapshot } from './TakeSnapshot';

const PAGE_SIZE = 20;

// Proof of liabilities: every snapshot attempt, newest first. A published one has its root and
// the public file of its leaves; a refused one (the balances did not match the ledger) says why,
// on a line of its own. An admin takes one now; other roles read.
export function LiabilitiesPage() {
  const { t, i18n } = useTranslation();
  const operator = useOutletContext<Operator>();
  const [page, setPage] = useState(1);
  const list = useAdminLiabilitySnapshots(
    { page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const items = list.data?.items ?? [];

  const columns = [
    {
      title: t('liabilities.column.taken_at'),
      dataIndex: 'taken_at',
      render: (at: string) => <span style={NOWRAP}>{formatTime(at, i18n.language)}</span>,
    },
    {
      title: t('liabilities.column.status'),
      key: 'status',
      render: (_: unknown, s: AdminSnapshot) => <StatusTag snapshot={s} />,
    },
    {
      title: t('liabilities.column.trigger'),
      dataIndex: 'trigger',
      render: (trigger: AdminSnapshot['trigger']) => (
        <span style={NOWRAP}>{t(TRIGGER_LABEL[trigger])}</span>
      ),
    },
    {
      title: t('liabilities.column.root'),
      key: 'root',
      render: (_: unknown, s: AdminSnapshot) =>
        s.root_hash ? (
          <>
            <RootHash hash={s.root_hash} />
            <br />
            <LeavesLink id={s.id} />
          </>
        ) : (
          <Typography.Text type="secondary">{t('liabilities.nothing_published')}</Typography.Text>
        ),
    },
    { title: t('liabilities.column.accounts'), dataIndex: 'account_count', align: 'end' as const },
    {
      title: t('liabilities.column.totals'),
      key: 'coins',
      render: (_: unknown, s: AdminSnapshot) => <CoinTotals coins={s.coins} />,
    },
    {
      title: t('liabilities.column.duration'),
      dataIndex: 'duration_ms',
      align: 'end' as const,
      render: (ms: number) => <span style={NOWRAP}>{formatTook(t, ms, i18n.language)}</span>,
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('liabilities.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>
        {t('liabilities.intro')}
      </Typography.Paragraph>
      {roleAllows(operator.role, 'admin') && (
        <div style={{ marginBottom: 16 }}>
          <TakeSnapshot />
        </div>
      )}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: list.error.message })}
          action={<Button onClick={() => void list.refetch()}>{t('error.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AdminSnapshot>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={items}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('liabilities.empty')} /> }}
        // A refused snapshot's problems on a line of their own under it, always open.
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: items.filter((s) => s.status === 'refused').map((s) => s.id),
          rowExpandable: (s) => s.status === 'refused',
          expandedRowRender: (s) => (
            <Alert
              type="error"
              title={t('liabilities.refused_because')}
              description={<Problems problems={s.problems} />}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </>
  );
}

export default LiabilitiesPage;

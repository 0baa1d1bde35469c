import { Alert, App, Avatar, Button, Empty, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminCopyTraderFollowsQueryKey,
  getAdminCopyTradersQueryKey,
  useAdminCopyTraderCreate,
  useAdminCopyTraderState,
  useAdminCopyTraderUpdate,
  useAdminCopyTraders,
} from '../../api/generated/endpoints/admin-copytrade/admin-copytrade';
import type { AdminCopyTrader, CopyTraderState, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { CONFIRM, DIRECTION_LABEL, percent, STATE_LABEL } from './copyText';
import { TraderDialog } from './TraderDialog';
import { TraderDrawer } from './TraderDrawer';
import type { TraderValues } from './traderSchema';

// Copy-trading traders: profile, coin and direction, period, minimum and commission, state, and the
// follow orders each one has. An admin creates, edits, opens and closes them; follow orders keep
// the terms they opened under, and every change is audited. Other roles read.

export function CopyTradersPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminCopyTraders();
  const refresh = {
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: getAdminCopyTradersQueryKey() });
    },
  };
  const create = useAdminCopyTraderCreate({ mutation: refresh });
  const update = useAdminCopyTraderUpdate({ mutation: refresh });
  const state = useAdminCopyTraderState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminCopyTrader | 'new'>();
  const [open, setOpen] = useState<number>();
  const items = list.data?.items ?? [];
  const payDecimals = items[0]?.pay_decimals ?? 8;

  const save = async ({ ...values }: TraderValues) => {
    if (editing === 'new') await create.mutateAsync({ data: values });
    else {
      await update.mutateAsync({ id: editing!.id, data: values });
      await client.invalidateQueries({
        queryKey: getAdminCopyTraderFollowsQueryKey(editing!.id),
      });
    }
    message.success(t('copytrade.saved'));
    setEditing(undefined);
  };
  const change = (p: AdminCopyTrader, to: CopyTraderState) =>
    modal.confirm({
      title: t(CONFIRM[to].title, { name: p.name }),
      content: t(CONFIRM[to].hint, { n: p.open_follows }),
      okText: t('copytrade.confirm_ok'),
      cancelText: t('copytrade.cancel'),
      onOk: async () => {
        try {
          await state.mutateAsync({ id: p.id, data: { state: to } });
          message.success(t('copytrade.saved'));
        } catch (error) {
          message.error((error as Error).message);
        }
      },
    });
  const actionsFor = (p: AdminCopyTrader) =>
    admin ? (
      <>
        <Button size="small" onClick={() => setEditing(p)}>
          {t('copytrade.edit')}
        </Button>
        {p.state === 'open' ? (
          <Button size="small" danger onClick={() => change(p, 'closed')}>
            {t('copytrade.action.closed')}
          </Button>
        ) : (
          <Button size="small" disabled={!p.currency_listed} onClick={() => change(p, 'open')}>
            {t('copytrade.action.open')}
          </Button>
        )}
      </>
    ) : null;

  if (list.isError) return <Result status="error" title={t('copytrade.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('copytrade.column.trader'),
      key: 'trader',
      render: (_: unknown, p: AdminCopyTrader) => (
        <Flex gap={8} align="center">
          <Avatar size="small" alt="" style={{ flex: 'none' }}>
            {p.name.slice(0, 1)}
          </Avatar>
          <Typography.Link onClick={() => setOpen(p.id)} style={{ whiteSpace: 'nowrap' }}>
            {p.name}
          </Typography.Link>
        </Flex>
      ),
    },
    {
      title: t('copytrade.column.coin'),
      key: 'coin',
      render: (_: unknown, p: AdminCopyTrader) => (
        <>
          {p.currency} · {t(DIRECTION_LABEL[p.direction])}
          {!p.currency_listed && (
            <Tag color="warning" style={{ marginInlineStart: 8 }}>
              {t('copytrade.delisted')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('copytrade.field.period_days'), dataIndex: 'period_days' },
    {
      title: t('copytrade.field.min_amount'),
      key: 'min',
      render: (_: unknown, p: AdminCopyTrader) => `${p.min_amount} ${p.pay_currency}`,
    },
    {
      title: t('copytrade.field.commission_rate'),
      key: 'commission',
      render: (_: unknown, p: AdminCopyTrader) => percent(p.commission_rate),
    },
    { title: t('copytrade.field.sort'), dataIndex: 'sort' },
    {
      title: t('copytrade.column.state'),
      key: 'state',
      render: (_: unknown, p: AdminCopyTrader) => (
        <Tag color={p.state === 'open' ? 'success' : 'error'}>{t(STATE_LABEL[p.state])}</Tag>
      ),
    },
    {
      title: t('copytrade.column.follows'),
      key: 'follows',
      render: (_: unknown, p: AdminCopyTrader) =>
        t('copytrade.held', { n: p.open_follows, amount: p.held_amount, currency: p.pay_currency }),
    },
    {
      title: t('copytrade.column.actions'),
      key: 'actions',
      render: (_: unknown, p: AdminCopyTrader) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setOpen(p.id)}>
            {t('copytrade.details')}
          </Button>
          {actionsFor(p)}
        </Flex>
      ),
    },
  ];
  const shown = items.find((p) => p.id === open);

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('copytrade.title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('copytrade.create')}
          </Button>
        )}
      </Flex>
      {!admin && (
        <Alert type="info" showIcon title={t('copytrade.read_only')} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        locale={{ emptyText: <Empty description={t('copytrade.empty')} /> }}
        pagination={false}
        scroll={{ x: true }}
      />
      {shown && (
        <TraderDrawer
          trader={shown}
          onClose={() => setOpen(undefined)}
          actions={actionsFor(shown)}
        />
      )}
      {editing && (
        <TraderDialog
          trader={editing === 'new' ? undefined : editing}
          payDecimals={payDecimals}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default CopyTradersPage;

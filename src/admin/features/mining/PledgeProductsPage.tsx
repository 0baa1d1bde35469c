import { Alert, App, Button, Empty, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminPledgeProductsQueryKey,
  useAdminPledgeProductCreate,
  useAdminPledgeProductState,
  useAdminPledgeProductUpdate,
  useAdminPledgeProducts,
} from '../../api/generated/endpoints/admin-mining/admin-mining';
import type {
  AdminPledgeProduct,
  MiningState,
  Operator,
  PledgeProductFields,
} from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { percent, STATE_LABEL } from './miningText';
import { PledgeDialog } from './PledgeDialog';
import { StateButton } from './StateButton';

// Pledge (staking) products: coin, days, daily award rate, amount limits, state and the pledges
// still active. An admin creates, edits, opens and closes them; active pledges keep their terms,
// and every change is audited.

export function PledgeProductsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminPledgeProducts();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminPledgeProductsQueryKey() }),
  };
  const create = useAdminPledgeProductCreate({ mutation: refresh });
  const update = useAdminPledgeProductUpdate({ mutation: refresh });
  const state = useAdminPledgeProductState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminPledgeProduct | 'new'>();
  const items = list.data?.items ?? [];
  const decimals = Object.fromEntries(items.map((p) => [p.currency, p.decimals]));
  const nameOf = (p: AdminPledgeProduct) =>
    t('mining.value.product', { currency: p.currency, days: p.days });

  const save = async (form: PledgeProductFields) => {
    if (editing === 'new') await create.mutateAsync({ data: form });
    else await update.mutateAsync({ id: editing!.id, data: form });
    message.success(t('mining.saved'));
    setEditing(undefined);
  };
  const change = async (p: AdminPledgeProduct, to: MiningState) => {
    await state.mutateAsync({ id: p.id, data: { state: to } });
    message.success(t('mining.saved'));
  };

  if (list.isError) return <Result status="error" title={t('mining.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('mining.column.product'),
      key: 'product',
      render: (_: unknown, p: AdminPledgeProduct) => (
        <>
          <Typography.Text strong>{nameOf(p)}</Typography.Text>{' '}
          {!p.coin_listed && <Tag color="warning">{t('mining.tag.delisted')}</Tag>}
        </>
      ),
    },
    {
      title: t('mining.column.rate'),
      key: 'rate',
      render: (_: unknown, p: AdminPledgeProduct) =>
        t('mining.value.rate', { daily: percent(p.daily_rate), total: percent(p.total_rate) }),
    },
    {
      title: t('mining.column.limits'),
      key: 'limits',
      render: (_: unknown, p: AdminPledgeProduct) =>
        t('mining.value.limits', { min: p.min_amount, max: p.max_amount, currency: p.currency }),
    },
    {
      title: t('mining.column.state'),
      key: 'state',
      render: (_: unknown, p: AdminPledgeProduct) => (
        <Tag color={p.state === 'open' ? 'success' : 'error'}>{t(STATE_LABEL[p.state])}</Tag>
      ),
    },
    {
      title: t('mining.column.pledges'),
      key: 'pledges',
      render: (_: unknown, p: AdminPledgeProduct) =>
        t('mining.value.pledges', { n: p.active_pledges, amount: p.staked, currency: p.currency }),
    },
    ...(admin
      ? [
          {
            title: t('mining.column.actions'),
            key: 'actions',
            render: (_: unknown, p: AdminPledgeProduct) => (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => setEditing(p)}>
                  {t('mining.edit')}
                </Button>
                <StateButton
                  name={nameOf(p)}
                  state={p.state}
                  running={p.active_pledges}
                  closeHint="mining.confirm_hint.close_pledge"
                  coinListed={p.coin_listed}
                  onChange={(to) => change(p, to)}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('mining.pledge_title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('mining.create_pledge')}
          </Button>
        )}
      </Flex>
      {!admin && (
        <Alert type="info" showIcon title={t('mining.read_only')} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('mining.empty_pledge')} /> }}
      />
      {editing && (
        <PledgeDialog
          product={editing === 'new' ? undefined : editing}
          decimals={decimals}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default PledgeProductsPage;

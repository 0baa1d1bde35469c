import { Alert, App, Button, Empty, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminMinerModelsQueryKey,
  useAdminMinerModelCreate,
  useAdminMinerModelState,
  useAdminMinerModelUpdate,
  useAdminMinerModels,
} from '../../api/generated/endpoints/admin-mining/admin-mining';
import type {
  AdminMinerModel,
  MinerModelFields,
  MiningState,
  Operator,
} from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { formatTime } from '../queues/queueText';
import { MinerDialog } from './MinerDialog';
import { STATE_LABEL } from './miningText';
import { StateButton } from './StateButton';

// Miner models (machines and seats): hash rate, coin, prices, daily yield, preparing and running
// days, offer end, state and the miners still running. An admin creates, edits, opens and closes
// them; miners already sold keep their terms, and every change is audited.

export function MinersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminMinerModels();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminMinerModelsQueryKey() }),
  };
  const create = useAdminMinerModelCreate({ mutation: refresh });
  const update = useAdminMinerModelUpdate({ mutation: refresh });
  const state = useAdminMinerModelState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminMinerModel | 'new'>();
  const items = list.data?.items ?? [];
  const decimals = Object.fromEntries(items.map((m) => [m.coin, m.decimals]));

  const save = async (form: MinerModelFields) => {
    if (editing === 'new') await create.mutateAsync({ data: form });
    else await update.mutateAsync({ id: editing!.id, data: form });
    message.success(t('mining.saved'));
    setEditing(undefined);
  };
  const change = async (m: AdminMinerModel, to: MiningState) => {
    await state.mutateAsync({ id: m.id, data: { state: to } });
    message.success(t('mining.saved'));
  };

  if (list.isError) return <Result status="error" title={t('mining.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('mining.column.model'),
      key: 'model',
      render: (_: unknown, m: AdminMinerModel) => (
        <Flex vertical>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {m.name}
          </Typography.Text>
          <Typography.Text type="secondary">{`${m.hashrate} ${m.hashrate_unit}`}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('mining.column.coin'),
      key: 'coin',
      render: (_: unknown, m: AdminMinerModel) => (
        <>
          {m.coin} {!m.coin_listed && <Tag color="warning">{t('mining.tag.delisted')}</Tag>}
        </>
      ),
    },
    {
      title: t('mining.column.prices'),
      key: 'prices',
      render: (_: unknown, m: AdminMinerModel) =>
        t('mining.value.prices', { price: m.price, seat: m.seat_price, seats: m.seats }),
    },
    {
      title: t('mining.column.yield'),
      key: 'yield',
      render: (_: unknown, m: AdminMinerModel) =>
        t('mining.value.yield', { daily: m.daily_yield, seat: m.seat_daily_yield, coin: m.coin }),
    },
    {
      title: t('mining.column.days'),
      key: 'days',
      render: (_: unknown, m: AdminMinerModel) =>
        t('mining.value.days', { prepare: m.prepare_days, run: m.run_days }),
    },
    {
      title: t('mining.column.offer'),
      key: 'offer',
      render: (_: unknown, m: AdminMinerModel) => (
        <>
          {formatTime(m.offer_ends_at, i18n.language)}{' '}
          {m.offer_ended && <Tag>{t('mining.tag.offer_ended')}</Tag>}
        </>
      ),
    },
    {
      title: t('mining.column.state'),
      key: 'state',
      render: (_: unknown, m: AdminMinerModel) => (
        <Tag color={m.state === 'open' ? 'success' : 'error'}>{t(STATE_LABEL[m.state])}</Tag>
      ),
    },
    {
      title: t('mining.column.running'),
      key: 'running',
      render: (_: unknown, m: AdminMinerModel) =>
        t('mining.value.running', { n: m.running_miners, machines: m.running_machines }),
    },
    ...(admin
      ? [
          {
            title: t('mining.column.actions'),
            key: 'actions',
            render: (_: unknown, m: AdminMinerModel) => (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => setEditing(m)}>
                  {t('mining.edit')}
                </Button>
                <StateButton
                  name={m.name}
                  state={m.state}
                  running={m.running_miners}
                  closeHint="mining.confirm_hint.close_miners"
                  coinListed={m.coin_listed}
                  onChange={(to) => change(m, to)}
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
          {t('mining.miners_title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('mining.create_miner')}
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
        locale={{ emptyText: <Empty description={t('mining.empty_miners')} /> }}
      />
      {editing && (
        <MinerDialog
          model={editing === 'new' ? undefined : editing}
          decimals={decimals}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default MinersPage;

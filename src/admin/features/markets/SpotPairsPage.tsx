import { App, Button, Flex, Result, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminSpotPairsQueryKey,
  useAdminSpotPairCreate,
  useAdminSpotPairState,
  useAdminSpotPairUpdate,
  useAdminSpotPairs,
} from '../../api/generated/endpoints/admin-markets/admin-markets';
import type { AdminSpotPair, Operator, SpotPairState } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { PairDialog } from './PairDialog';
import type { PairValues } from './pairSchema';

// Spot pairs: precision, minimums and fee rate (its own or the spot.fee_rate default), state and
// the orders waiting on each. An admin creates (closed), edits, opens and closes them; waiting
// orders keep the fee rate they were placed under, and every change is audited.

// Each state's words, named in full so that the locale test sees every key in use.
const STATE_LABEL: Record<SpotPairState, string> = {
  open: 'markets.state.open',
  closed: 'markets.state.closed',
};
const CONFIRM: Record<SpotPairState, string> = {
  open: 'markets.confirm.open',
  closed: 'markets.confirm.closed',
};
const CONFIRM_HINT: Record<SpotPairState, string> = {
  open: 'markets.confirm_hint.open',
  closed: 'markets.confirm_hint.closed',
};

export const percent = (rate: string) =>
  `${(Number(rate) * 100).toFixed(6).replace(/\.?0+$/, '')} %`;

export function SpotPairsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminSpotPairs();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminSpotPairsQueryKey() }),
  };
  const create = useAdminSpotPairCreate({ mutation: refresh });
  const update = useAdminSpotPairUpdate({ mutation: refresh });
  const state = useAdminSpotPairState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminSpotPair | 'new'>();
  const items = list.data?.items ?? [];
  const decimals: Record<string, number> = {};
  for (const p of items) {
    decimals[p.base] = p.base_decimals;
    decimals[p.quote] = p.quote_decimals;
  }
  const defaultRate = items.find((p) => p.fee_rate === null)?.effective_fee_rate;

  const save = async (values: PairValues) => {
    const { base, quote, ...fields } = values;
    if (editing === 'new') await create.mutateAsync({ data: { ...fields, base, quote } });
    else await update.mutateAsync({ id: editing!.id, data: fields });
    message.success(t('markets.saved'));
    setEditing(undefined);
  };
  const change = (p: AdminSpotPair, to: SpotPairState) =>
    modal.confirm({
      title: t(CONFIRM[to], { symbol: p.symbol }),
      content: t(CONFIRM_HINT[to], { n: p.open_orders }),
      okText: t('markets.confirm_ok'),
      cancelText: t('markets.cancel'),
      onOk: async () => {
        try {
          await state.mutateAsync({ id: p.id, data: { state: to } });
          message.success(t('markets.saved'));
        } catch (error) {
          message.error((error as Error).message);
        }
      },
    });

  if (list.isError) return <Result status="error" title={t('markets.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    {
      title: t('markets.column.pair'),
      key: 'pair',
      render: (_: unknown, p: AdminSpotPair) => (
        <>
          <Typography.Text strong>{p.symbol}</Typography.Text>
          {!p.coins_listed && (
            <>
              {' '}
              <Tag color="warning">{t('markets.coin_delisted')}</Tag>
            </>
          )}
        </>
      ),
    },
    {
      title: t('markets.column.precision'),
      key: 'precision',
      render: (_: unknown, p: AdminSpotPair) =>
        t('markets.precision', { price: p.price_decimals, quantity: p.quantity_decimals }),
    },
    {
      title: t('markets.column.fee'),
      key: 'fee',
      render: (_: unknown, p: AdminSpotPair) =>
        p.fee_rate === null ? (
          <>
            {percent(p.effective_fee_rate)} <Tag>{t('markets.fee_is_default')}</Tag>
          </>
        ) : (
          percent(p.fee_rate)
        ),
    },
    {
      title: t('markets.column.minimums'),
      key: 'minimums',
      render: (_: unknown, p: AdminSpotPair) =>
        p.min_quantity === '0' && p.min_amount === '0'
          ? t('markets.no_minimum')
          : t('markets.minimums', {
              quantity: p.min_quantity,
              base: p.base,
              amount: p.min_amount,
              quote: p.quote,
            }),
    },
    { title: t('markets.field.sort'), dataIndex: 'sort', width: 72 },
    {
      title: t('markets.column.state'),
      key: 'state',
      render: (_: unknown, p: AdminSpotPair) => (
        <Tag color={p.state === 'open' ? 'success' : 'error'}>{t(STATE_LABEL[p.state])}</Tag>
      ),
    },
    {
      title: t('markets.column.orders'),
      dataIndex: 'open_orders',
      render: (n: number) => t('markets.waiting', { n }),
    },
    ...(admin
      ? [
          {
            title: t('markets.column.actions'),
            key: 'actions',
            render: (_: unknown, p: AdminSpotPair) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(p)}>
                  {t('markets.edit')}
                </Button>
                {p.state === 'open' ? (
                  <Button size="small" danger onClick={() => change(p, 'closed')}>
                    {t('markets.action.closed')}
                  </Button>
                ) : (
                  <Button size="small" disabled={!p.coins_listed} onClick={() => change(p, 'open')}>
                    {t('markets.action.open')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('markets.spot_title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('markets.create')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{t('markets.spot_intro')}</Typography.Paragraph>
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('markets.empty') }}
      />
      {editing && (
        <PairDialog
          pair={editing === 'new' ? undefined : editing}
          defaultRate={defaultRate}
          decimals={decimals}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default SpotPairsPage;

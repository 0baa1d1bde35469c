import { Alert, App, Button, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminLeverMarketsQueryKey,
  useAdminLeverMarketCreate,
  useAdminLeverMarketState,
  useAdminLeverMarketUpdate,
  useAdminLeverMarkets,
} from '../../api/generated/endpoints/admin-derivatives/admin-derivatives';
import type { AdminLeverMarket, DerivativeState, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { marketSchema, type MarketValues } from './marketSchema';
import { percent } from './OptionDurationsPage';
import { StateButton } from './StateButton';
import { TermsDialog } from './TermsDialog';

// Leverage terms per coin: lot size, fee, liquidation threshold (maintenance rate) and the allowed
// multiples, open or closed, with the positions still holding. An admin adds a market for a coin
// the price feed quotes, edits, opens and closes it; holding positions keep their terms.

const valuesOf = (m?: AdminLeverMarket): MarketValues => ({
  currency: m?.currency ?? '',
  lot_size: m?.lot_size ?? '',
  fee_rate: m?.fee_rate ?? '0.0005',
  maintenance_rate: m?.maintenance_rate ?? '0.2',
  multiples: m ? m.multiples.join(', ') : '5, 10, 20, 50, 100',
});

export function LeverMarketsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminLeverMarkets();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminLeverMarketsQueryKey() }),
  };
  const create = useAdminLeverMarketCreate({ mutation: refresh });
  const update = useAdminLeverMarketUpdate({ mutation: refresh });
  const state = useAdminLeverMarketState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminLeverMarket | 'new'>();
  const items = list.data?.items ?? [];
  const decimals = Object.fromEntries(items.map((m) => [m.currency, m.decimals]));

  const save = async (values: MarketValues) => {
    const { currency, ...fields } = values;
    if (editing === 'new') await create.mutateAsync({ data: { currency, ...fields } });
    else await update.mutateAsync({ id: editing!.currency_id, data: fields });
    message.success(t('derivatives.saved'));
    setEditing(undefined);
  };
  const change = async (m: AdminLeverMarket, to: DerivativeState) => {
    await state.mutateAsync({ id: m.currency_id, data: { state: to } });
    message.success(t('derivatives.saved'));
  };

  if (list.isError) return <Result status="error" title={t('derivatives.load_failed')} />;
  const columns = [
    {
      title: t('derivatives.column.pair'),
      key: 'pair',
      render: (_: unknown, m: AdminLeverMarket) => (
        <Flex gap={4} wrap>
          <Typography.Text strong>{m.symbol}</Typography.Text>
          {!m.coin_listed && <Tag>{t('derivatives.delisted')}</Tag>}
          {!m.priced && <Tag>{t('derivatives.unpriced')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('derivatives.field.lot_size'),
      key: 'lot',
      render: (_: unknown, m: AdminLeverMarket) => `${m.lot_size} ${m.currency}`,
    },
    {
      title: t('derivatives.field.multiples'),
      dataIndex: 'multiples',
      render: (ms: number[]) => ms.map((x) => `${x}×`).join(' '),
    },
    {
      title: t('derivatives.field.fee_rate'),
      dataIndex: 'fee_rate',
      render: (r: string) => percent(r),
    },
    {
      title: t('derivatives.field.maintenance_rate'),
      dataIndex: 'maintenance_rate',
      render: (r: string) => percent(r),
    },
    {
      title: t('derivatives.column.state'),
      dataIndex: 'state',
      render: (s: DerivativeState) => (
        <Tag color={s === 'open' ? 'success' : 'error'}>{t(`derivatives.state.${s}`)}</Tag>
      ),
    },
    {
      title: t('derivatives.column.positions'),
      key: 'positions',
      render: (_: unknown, m: AdminLeverMarket) =>
        t('derivatives.holding', { n: m.open_positions, amount: m.margin_held }),
    },
    ...(admin
      ? [
          {
            title: t('derivatives.column.actions'),
            key: 'actions',
            render: (_: unknown, m: AdminLeverMarket) => (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => setEditing(m)}>
                  {t('derivatives.edit')}
                </Button>
                <StateButton
                  name={m.symbol}
                  state={m.state}
                  open={m.open_positions}
                  onChange={(to) => change(m, to)}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const current = editing === 'new' ? undefined : editing;
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('derivatives.lever_title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('derivatives.create_market')}
          </Button>
        )}
      </Flex>
      {!admin && (
        <Alert
          type="info"
          showIcon
          title={t('derivatives.read_only')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table
        rowKey="currency_id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('derivatives.empty_lever') }}
      />
      {editing && (
        <TermsDialog<MarketValues>
          title={
            current
              ? t('derivatives.edit_market', { symbol: current.symbol })
              : t('derivatives.create_market')
          }
          values={valuesOf(current)}
          schema={marketSchema(t, decimals)}
          fields={[
            { name: 'currency', label: 'derivatives.field.currency', fixed: Boolean(current) },
            { name: 'lot_size', label: 'derivatives.field.lot_size' },
            { name: 'fee_rate', label: 'derivatives.field.fee_rate_share' },
            { name: 'maintenance_rate', label: 'derivatives.field.maintenance_rate_share' },
            {
              name: 'multiples',
              label: 'derivatives.field.multiples',
              hint: 'derivatives.multiples_hint',
            },
          ]}
          openCount={current?.open_positions}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default LeverMarketsPage;

import { App, Button, Flex, Result, Segmented, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminTrustProductsQueryKey,
  useAdminTrustProductCreate,
  useAdminTrustProductState,
  useAdminTrustProductUpdate,
  useAdminTrustProducts,
} from '../../api/generated/endpoints/admin-products/admin-products';
import type { AdminTrustProduct, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { formatTime } from '../queues/queueText';
import { ProductDialog } from './ProductDialog';
import type { ProductValues } from './productSchema';
import { STATE_LABEL } from './productText';
import { StateActions } from './StateActions';

// Trust (hosting) and finance products: terms, state, the orders they hold. An admin creates,
// edits and opens or closes them; orders already open keep their terms, and every change is audited.

const STATE_COLOR = {
  coming_soon: 'default',
  waiting_to_open: 'warning',
  open: 'success',
  closed: 'error',
  retired: 'default',
} as const;
const percent = (rate: string) => `${(Number(rate) * 100).toFixed(4).replace(/\.?0+$/, '')} %`;

export function TrustProductsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const [family, setFamily] = useState<'hosting' | 'finance'>('hosting');
  const list = useAdminTrustProducts({ family });
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminTrustProductsQueryKey() }),
  };
  const create = useAdminTrustProductCreate({ mutation: refresh });
  const update = useAdminTrustProductUpdate({ mutation: refresh });
  const state = useAdminTrustProductState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminTrustProduct | 'new'>();
  const items = list.data?.items ?? [];
  const decimals = Object.fromEntries(items.map((p) => [p.currency, p.decimals]));

  const save = async (values: ProductValues) => {
    const { family: chosen, ...fields } = values;
    if (editing === 'new') await create.mutateAsync({ data: { ...fields, family: chosen } });
    else await update.mutateAsync({ id: editing!.id, data: fields });
    message.success(t('products.saved'));
    setEditing(undefined);
  };
  const change = async (p: AdminTrustProduct, to: string, opensAt?: string) => {
    await state.mutateAsync({
      id: p.id,
      data: { state: to as never, ...(opensAt ? { opens_at: opensAt } : {}) },
    });
    message.success(t('products.saved'));
  };

  if (list.isError) return <Result status="error" title={t('products.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('products.column.product'),
      key: 'product',
      render: (_: unknown, p: AdminTrustProduct) => (
        <Typography.Text strong>
          {t('products.name', { currency: p.currency, days: p.period_days })}
        </Typography.Text>
      ),
    },
    { title: t('products.field.min_amount'), dataIndex: 'min_amount' },
    {
      title: t('products.column.yield'),
      key: 'yield',
      render: (_: unknown, p: AdminTrustProduct) =>
        t('products.yield', { daily: percent(p.daily_rate), total: percent(p.total_rate) }),
    },
    {
      title: t('products.field.settlement_ratio'),
      dataIndex: 'settlement_ratio',
      render: (r: string) => percent(r),
    },
    {
      title: t('products.column.payout'),
      dataIndex: 'payout_time',
      render: (v: string) => `${v} UTC`,
    },
    {
      title: t('products.column.state'),
      key: 'state',
      render: (_: unknown, p: AdminTrustProduct) => (
        <>
          <Tag color={STATE_COLOR[p.state]}>{t(STATE_LABEL[p.state])}</Tag>
          {p.opens_at && formatTime(p.opens_at, i18n.language)}
        </>
      ),
    },
    {
      title: t('products.column.orders'),
      key: 'orders',
      render: (_: unknown, p: AdminTrustProduct) =>
        t('products.held', { n: p.open_orders, amount: p.held_amount, currency: p.currency }),
    },
    ...(admin
      ? [
          {
            title: t('products.column.actions'),
            key: 'actions',
            render: (_: unknown, p: AdminTrustProduct) => (
              <Flex gap={8} wrap>
                {p.state !== 'retired' && (
                  <Button size="small" onClick={() => setEditing(p)}>
                    {t('products.edit')}
                  </Button>
                )}
                <StateActions product={p} onChange={(to, at) => change(p, to, at)} />
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
          {t('products.title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('products.create')}
          </Button>
        )}
      </Flex>
      <Segmented
        value={family}
        onChange={(v) => setFamily(v as 'hosting' | 'finance')}
        options={[
          { value: 'hosting', label: t('products.family.hosting') },
          { value: 'finance', label: t('products.family.finance') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
      />
      {editing && (
        <ProductDialog
          product={editing === 'new' ? undefined : editing}
          decimals={decimals}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default TrustProductsPage;

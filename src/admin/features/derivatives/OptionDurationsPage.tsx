import { Alert, App, Button, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminOptionDurationsQueryKey,
  useAdminOptionDurationCreate,
  useAdminOptionDurationState,
  useAdminOptionDurationUpdate,
  useAdminOptionDurations,
  useAdminOptionStakeCoins,
} from '../../api/generated/endpoints/admin-derivatives/admin-derivatives';
import type { AdminOptionDuration, DerivativeState, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { durationSchema, type DurationValues } from './durationSchema';
import { StakeCoinsSection, stakePlaces } from './StakeCoinsSection';
import { StateButton } from './StateButton';
import { TermsDialog } from './TermsDialog';

// Option durations: seconds to delivery, payout ratio, minimum stake and flat band, open or closed,
// with the orders still waiting on each. An admin creates, edits, opens and closes them; waiting
// orders keep the ratio and band they were bought under, and every change is audited. Below them,
// the coins a stake may be paid in (StakeCoinsSection).

export const percent = (rate: string) =>
  `${(Number(rate) * 100).toFixed(6).replace(/\.?0+$/, '')} %`;

const valuesOf = (d?: AdminOptionDuration): DurationValues => ({
  seconds: d ? String(d.seconds) : '',
  payout_ratio: d?.payout_ratio ?? '',
  min_amount: d?.min_amount ?? '',
  flat_band: d?.flat_band ?? '0.0001',
});

export function OptionDurationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminOptionDurations();
  // the minimum stake's limit: the enabled stake coins' fewest decimals, as the server checks it
  const stakeCoins = useAdminOptionStakeCoins();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminOptionDurationsQueryKey() }),
  };
  const create = useAdminOptionDurationCreate({ mutation: refresh });
  const update = useAdminOptionDurationUpdate({ mutation: refresh });
  const state = useAdminOptionDurationState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminOptionDuration | 'new'>();

  const save = async (values: DurationValues) => {
    const { seconds, ...fields } = values;
    if (editing === 'new') await create.mutateAsync({ data: { seconds, ...fields } });
    else await update.mutateAsync({ id: editing!.seconds, data: fields });
    message.success(t('derivatives.saved'));
    setEditing(undefined);
  };
  const change = async (d: AdminOptionDuration, to: DerivativeState) => {
    await state.mutateAsync({ id: d.seconds, data: { state: to } });
    message.success(t('derivatives.saved'));
  };

  if (list.isError) return <Result status="error" title={t('derivatives.load_failed')} />;
  const columns = [
    {
      title: t('derivatives.field.seconds'),
      key: 'seconds',
      render: (_: unknown, d: AdminOptionDuration) => (
        <Typography.Text strong>{t('derivatives.seconds', { n: d.seconds })}</Typography.Text>
      ),
    },
    {
      title: t('derivatives.field.payout_ratio'),
      dataIndex: 'payout_ratio',
      render: (r: string) => percent(r),
    },
    { title: t('derivatives.field.min_amount'), dataIndex: 'min_amount' },
    {
      title: t('derivatives.field.flat_band'),
      dataIndex: 'flat_band',
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
      title: t('derivatives.column.orders'),
      key: 'orders',
      render: (_: unknown, d: AdminOptionDuration) =>
        t('derivatives.waiting', { n: d.open_orders, amount: d.staked }),
    },
    ...(admin
      ? [
          {
            title: t('derivatives.column.actions'),
            key: 'actions',
            render: (_: unknown, d: AdminOptionDuration) => (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => setEditing(d)}>
                  {t('derivatives.edit')}
                </Button>
                <StateButton
                  name={t('derivatives.seconds', { n: d.seconds })}
                  state={d.state}
                  open={d.open_orders}
                  onChange={(to) => change(d, to)}
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
          {t('derivatives.options_title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('derivatives.create_duration')}
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
        rowKey="seconds"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('derivatives.empty_options') }}
      />
      <StakeCoinsSection admin={admin} />
      {editing && (
        <TermsDialog<DurationValues>
          title={
            current
              ? t('derivatives.edit_duration', { n: current.seconds })
              : t('derivatives.create_duration')
          }
          values={valuesOf(current)}
          schema={durationSchema(t, stakePlaces(stakeCoins.data?.items))}
          fields={[
            { name: 'seconds', label: 'derivatives.field.seconds', fixed: Boolean(current) },
            { name: 'payout_ratio', label: 'derivatives.field.payout_ratio_share' },
            { name: 'min_amount', label: 'derivatives.field.min_amount' },
            { name: 'flat_band', label: 'derivatives.field.flat_band_share' },
          ]}
          openCount={current?.open_orders}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default OptionDurationsPage;

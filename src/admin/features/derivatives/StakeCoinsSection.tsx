import { Alert, App, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getAdminOptionStakeCoinsQueryKey,
  useAdminOptionStakeCoinCreate,
  useAdminOptionStakeCoinState,
  useAdminOptionStakeCoinUpdate,
  useAdminOptionStakeCoins,
} from '../../api/generated/endpoints/admin-derivatives/admin-derivatives';
import type { AdminOptionStakeCoin, StakeCoinState } from '../../api/generated/model';
import { StakeCoinDialog } from './StakeCoinDialog';
import type { StakeCoinValues } from './stakeCoinSchema';

// The option page's stake coins: the coins a stake may be paid in, each with its minimum stake,
// enabled or disabled, and the orders still waiting in it. An admin adds listed coins, edits the
// minimum, disables and enables them; disabling stops new orders only (waiting orders keep their
// coin), a delisted coin cannot be enabled, and every change is audited.

// Each state's words, named in full so that the locale test sees every key in use.
const STATE: Record<StakeCoinState, string> = {
  enabled: 'stake_coins.state.enabled',
  disabled: 'stake_coins.state.disabled',
};
const ACTION: Record<StakeCoinState, string> = {
  enabled: 'stake_coins.action.enabled',
  disabled: 'stake_coins.action.disabled',
};
const CONFIRM: Record<StakeCoinState, string> = {
  enabled: 'stake_coins.confirm.enabled',
  disabled: 'stake_coins.confirm.disabled',
};
const CONFIRM_HINT: Record<StakeCoinState, string> = {
  enabled: 'stake_coins.confirm_hint.enabled',
  disabled: 'stake_coins.confirm_hint.disabled',
};

/** The stake's decimal places as the server checks a duration's minimum: the fewest of the enabled
 * stake coins' (8, USDT's, when none is enabled). */
export function stakePlaces(items: AdminOptionStakeCoin[] | undefined): number {
  const enabled = (items ?? []).filter((c) => c.state === 'enabled').map((c) => c.decimals);
  return enabled.length > 0 ? Math.min(...enabled) : 8;
}

export function StakeCoinsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const list = useAdminOptionStakeCoins();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminOptionStakeCoinsQueryKey() }),
  };
  const create = useAdminOptionStakeCoinCreate({ mutation: refresh });
  const update = useAdminOptionStakeCoinUpdate({ mutation: refresh });
  const state = useAdminOptionStakeCoinState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminOptionStakeCoin | 'new'>();
  const addable = list.data?.addable ?? [];

  const save = async (values: StakeCoinValues) => {
    const min_amount = values.min_amount.trim();
    if (editing === 'new')
      await create.mutateAsync({ data: { currency_id: values.currency_id, min_amount } });
    else await update.mutateAsync({ id: editing!.currency_id, data: { min_amount } });
    message.success(t('stake_coins.saved'));
    setEditing(undefined);
  };
  const change = (c: AdminOptionStakeCoin) => {
    const to: StakeCoinState = c.state === 'enabled' ? 'disabled' : 'enabled';
    modal.confirm({
      title: t(CONFIRM[to], { currency: c.currency }),
      content: t(CONFIRM_HINT[to], { n: c.open_orders }),
      okText: t('stake_coins.confirm_ok'),
      cancelText: t('stake_coins.cancel'),
      // a refusal (a coin delisted meanwhile) is said, and the dialog closes
      onOk: () =>
        state.mutateAsync({ id: c.currency_id, data: { state: to } }).then(
          // (not the toast's own promise: it would hold the dialog until the toast closes)
          () => void message.success(t('stake_coins.saved')),
          (error: Error) => void message.error(error.message),
        ),
    });
  };

  const columns = [
    {
      title: t('stake_coins.column.coin'),
      key: 'coin',
      render: (_: unknown, c: AdminOptionStakeCoin) => (
        <Flex gap={8} align="center">
          <Typography.Text strong>{c.currency}</Typography.Text>
          {!c.coin_listed && <Tag color="warning">{t('stake_coins.delisted')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('stake_coins.column.min_amount'),
      key: 'min_amount',
      render: (_: unknown, c: AdminOptionStakeCoin) => `${c.min_amount} ${c.currency}`,
    },
    {
      title: t('stake_coins.column.state'),
      dataIndex: 'state',
      render: (s: StakeCoinState) => (
        <Tag color={s === 'enabled' ? 'success' : 'default'}>{t(STATE[s])}</Tag>
      ),
    },
    {
      title: t('stake_coins.column.orders'),
      key: 'orders',
      render: (_: unknown, c: AdminOptionStakeCoin) =>
        t('stake_coins.waiting', { n: c.open_orders, amount: c.staked, currency: c.currency }),
    },
    ...(admin
      ? [
          {
            title: t('stake_coins.column.actions'),
            key: 'actions',
            render: (_: unknown, c: AdminOptionStakeCoin) => {
              const to: StakeCoinState = c.state === 'enabled' ? 'disabled' : 'enabled';
              return (
                <Flex gap={8} wrap>
                  <Button size="small" onClick={() => setEditing(c)}>
                    {t('stake_coins.action.edit')}
                  </Button>
                  <Button
                    size="small"
                    danger={to === 'disabled'}
                    disabled={to === 'enabled' && !c.coin_listed}
                    onClick={() => change(c)}
                  >
                    {t(ACTION[to])}
                  </Button>
                </Flex>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('stake_coins.title')}
      style={{ marginTop: 24 }}
      extra={
        admin && (
          <Button
            type="primary"
            disabled={!list.data || addable.length === 0}
            onClick={() => setEditing('new')}
          >
            {t('stake_coins.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('stake_coins.hint')}</Typography.Paragraph>
      {list.isError ? (
        <Alert type="error" showIcon title={t('stake_coins.load_failed')} />
      ) : (
        <Table
          rowKey="currency_id"
          loading={list.isLoading}
          dataSource={list.data?.items ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('stake_coins.empty') }}
        />
      )}
      {editing && (
        <StakeCoinDialog
          coin={editing === 'new' ? undefined : editing}
          choices={addable}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </Card>
  );
}

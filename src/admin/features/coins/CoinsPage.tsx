import { Alert, App, Button, Empty, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminCoinsQueryKey,
  useAdminCoinCreate,
  useAdminCoinDelist,
  useAdminCoinRelist,
  useAdminCoinRulesSet,
  useAdminCoins,
} from '../../api/generated/endpoints/admin-coins/admin-coins';
import type { AdminCoin, CoinRulesForm, NewCoinForm, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { CoinActions } from './CoinActions';
import { CoinDrawer } from './CoinDrawer';
import { CoinIcon } from './CoinIcon';
import { CoinIconEditor } from './CoinIconEditor';
import { NewCoinDialog } from './NewCoinDialog';
import { RulesDialog } from './RulesDialog';

// Coins: networks, the accounts and markets each appears in, and the deposit and withdrawal rules
// (those of the CLI's coin-rules). An admin changes the rules and delists a coin (hidden from new
// activity at once, balances kept) or lists it again; every change is audited. Other roles read.

export function CoinsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const [open, setOpen] = useState<number>();
  const [editing, setEditing] = useState<number>();
  const [creating, setCreating] = useState(false);
  const list = useAdminCoins();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminCoinsQueryKey() }),
  };
  const delist = useAdminCoinDelist({ mutation: refresh });
  const relist = useAdminCoinRelist({ mutation: refresh });
  const rules = useAdminCoinRulesSet({ mutation: refresh });
  const create = useAdminCoinCreate({ mutation: refresh });
  const items = list.data?.items ?? [];
  const byId = (id?: number) => items.find((c) => c.id === id);

  const setListed = async (coin: AdminCoin, listed: boolean) => {
    try {
      await (listed ? relist : delist).mutateAsync({ id: coin.id });
      message.success(t(listed ? 'coins.done.relist' : 'coins.done.delist'));
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  const saveRules = async (form: CoinRulesForm) => {
    await rules.mutateAsync({ id: editing!, data: form });
    message.success(t('coins.done.rules'));
    setEditing(undefined);
  };
  const createCoin = async (form: NewCoinForm) => {
    await create.mutateAsync({ data: form });
    message.success(t('coins.done.create'));
    setCreating(false);
  };
  const actionsFor = (coin: AdminCoin) =>
    admin ? (
      <CoinActions
        coin={coin}
        onRules={() => setEditing(coin.id)}
        onListing={(listed) => setListed(coin, listed)}
      />
    ) : null;

  if (list.isError) return <Result status="error" title={t('coins.load_failed')} />;
  const columns = [
    {
      title: t('coins.column.coin'),
      key: 'coin',
      render: (_: unknown, c: AdminCoin) => (
        <Flex gap={8} align="center">
          <CoinIcon coin={c} />
          <Flex vertical>
            <Typography.Link onClick={() => setOpen(c.id)}>{c.symbol}</Typography.Link>
            <Typography.Text type="secondary">{c.name}</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: t('coins.column.decimals'), dataIndex: 'decimals', width: 90 },
    {
      title: t('coins.column.networks'),
      key: 'networks',
      render: (_: unknown, c: AdminCoin) =>
        c.networks.length === 0
          ? '-'
          : c.networks.map((n) => <Tag key={n.network}>{n.network}</Tag>),
    },
    {
      title: t('coins.column.markets'),
      key: 'markets',
      render: (_: unknown, c: AdminCoin) =>
        c.markets
          .map((m) => m.symbol)
          .filter((s, i, all) => all.indexOf(s) === i)
          .join(', ') || '-',
    },
    {
      title: t('coins.column.holders'),
      key: 'holders',
      render: (_: unknown, c: AdminCoin) => c.accounts.reduce((n, a) => n + a.holders, 0),
    },
    {
      title: t('coins.column.status'),
      key: 'status',
      render: (_: unknown, c: AdminCoin) => (
        <Tag color={c.listed ? 'success' : 'default'}>
          {t(c.listed ? 'coins.tag.listed' : 'coins.tag.delisted')}
        </Tag>
      ),
    },
    {
      title: t('coins.column.actions'),
      key: 'actions',
      render: (_: unknown, c: AdminCoin) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setOpen(c.id)}>
            {t('coins.details')}
          </Button>
          {actionsFor(c)}
        </Flex>
      ),
    },
  ];
  const shown = byId(open);
  const edited = byId(editing);

  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('coins.title')}</Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('coins.action.new')}
          </Button>
        )}
      </Flex>
      {!admin && (
        <Alert type="info" showIcon title={t('coins.read_only')} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        locale={{ emptyText: <Empty description={t('coins.empty')} /> }}
        pagination={false}
        scroll={{ x: true }}
      />
      {shown && (
        <CoinDrawer
          coin={shown}
          onClose={() => setOpen(undefined)}
          actions={actionsFor(shown)}
          iconEditor={admin ? <CoinIconEditor coin={shown} /> : null}
        />
      )}
      {creating && <NewCoinDialog onCancel={() => setCreating(false)} onCreate={createCoin} />}
      {edited && (
        <RulesDialog coin={edited} onCancel={() => setEditing(undefined)} onSave={saveRules} />
      )}
    </>
  );
}

export default CoinsPage;

import { Descriptions, Table } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminUserJournal,
  useAdminUserOrders,
} from '../../api/generated/endpoints/admin-users/admin-users';
import type { Balance, UserDetail, UserJournalLine, UserOrder } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';

// The tabs of a user's page: profile, balances, journal and orders (paged); the security tabs
// (sessions, activity) are in SecurityTabs.tsx.

const PAGE_SIZE = 20;

export function Overview({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const when = (at: string | null) => (at ? formatTime(at, i18n.language) : '—');
  const p = user.profile;
  const inviter = user.referrals.inviter;
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={[
        { key: 'email', label: t('item.email'), children: p.email ?? '—' },
        {
          key: 'phone',
          label: t('item.phone'),
          children: p.phone ? `${p.area_code ?? ''} ${p.phone}` : '—',
        },
        { key: 'nickname', label: t('users.nickname'), children: p.nickname },
        { key: 'invite', label: t('users.invite_code'), children: p.invite_code ?? '—' },
        { key: 'created', label: t('users.created_at'), children: when(p.created_at) },
        { key: 'lang', label: t('nav.language'), children: p.lang },
        { key: 'kyc', label: t('item.kyc'), children: t(`kyc_level.${user.kyc.level}`) }, // i18n-dynamic: KycLevel
        {
          key: 'basic',
          label: t('queue.kyc_basic'),
          children: t(`status.${user.kyc.basic.status}`), // i18n-dynamic: UserKycLevelState.status
        },
        {
          key: 'advanced',
          label: t('queue.kyc_advanced'),
          children: t(`status.${user.kyc.advanced.status}`), // i18n-dynamic: UserKycLevelState.status
        },
        {
          key: 'fund',
          label: t('users.fund_password'),
          children: t(user.flags.fund_password_set ? 'users.set' : 'users.not_set'),
        },
        {
          key: 'authenticator',
          label: t('users.authenticator'),
          children: user.flags.authenticator_enabled_at
            ? t('users.authenticator_on', { date: when(user.flags.authenticator_enabled_at) })
            : t('users.authenticator_off'),
        },
        {
          key: 'passkeys',
          label: t('users.passkeys'),
          children: user.passkeys.length
            ? user.passkeys
                .map((k) =>
                  t('users.passkey_item', {
                    name: k.name,
                    added: when(k.created_at),
                    used: k.last_used_at ? when(k.last_used_at) : t('users.passkey_never_used'),
                  }),
                )
                .join('; ')
            : t('users.passkeys_none'),
        },
        {
          key: 'inviter',
          label: t('users.inviter'),
          children: inviter ? `#${inviter.id} · ${inviter.email ?? inviter.phone ?? ''}` : '—',
        },
        { key: 'invited', label: t('users.invited'), children: user.referrals.invited },
      ]}
    />
  );
}

export function Balances({ balances }: { balances: Balance[] }) {
  const { t } = useTranslation();
  return (
    <Table<Balance>
      size="small"
      rowKey={(b) => `${b.account}-${b.currency_id}`}
      pagination={false}
      dataSource={balances}
      columns={[
        {
          title: t('users.account'),
          dataIndex: 'account',
          render: (a: string) => t(`account.${a}`),
        }, // i18n-dynamic: AccountKind
        { title: t('fact.currency'), dataIndex: 'currency' },
        { title: t('item.available'), dataIndex: 'available', align: 'right' },
        { title: t('item.frozen'), dataIndex: 'frozen', align: 'right' },
      ]}
    />
  );
}

export function Journal({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const journal = useAdminUserJournal(
    id,
    { page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <Table<UserJournalLine>
      size="small"
      rowKey="id"
      loading={journal.isFetching}
      dataSource={journal.data?.items ?? []}
      columns={[
        {
          title: t('audit.at'),
          dataIndex: 'created_at',
          render: (at: string) => formatTime(at, i18n.language),
        },
        { title: t('item.entry'), dataIndex: 'kind' },
        {
          title: t('users.account'),
          dataIndex: 'account',
          render: (a: string) => t(`account.${a}`),
        }, // i18n-dynamic: AccountKind
        { title: t('fact.currency'), dataIndex: 'currency' },
        { title: t('fact.amount'), dataIndex: 'amount', align: 'right' },
        { title: t('users.balance_after'), dataIndex: 'balance', align: 'right' },
      ]}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: journal.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}

export function Orders({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useAdminUserOrders(
    id,
    { page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <Table<UserOrder>
      size="small"
      rowKey={(o) => `${o.kind}-${o.id}`}
      loading={orders.isFetching}
      dataSource={orders.data?.items ?? []}
      columns={[
        {
          title: t('audit.at'),
          dataIndex: 'created_at',
          render: (at: string) => formatTime(at, i18n.language),
        },
        { title: t('users.order_kind'), dataIndex: 'kind', render: (k: string) => t(`order.${k}`) }, // i18n-dynamic: OrderKind
        { title: t('queue.id'), dataIndex: 'id' },
        { title: t('item.status'), dataIndex: 'status' },
        { title: t('queue.summary'), dataIndex: 'summary' },
      ]}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: orders.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}

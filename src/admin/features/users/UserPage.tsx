import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Result,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useParams } from 'react-router-dom';
import {
  useAdminAdjustments,
  useAdminUser,
  useAdminUserJournal,
  useAdminUserOrders,
} from '../../api/generated/endpoints/admin-users/admin-users';
import type {
  Balance,
  Operator,
  UserDetail,
  UserJournalLine,
  UserOrder,
  UserSession,
} from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { ReasonDialog } from '../../components/ReasonDialog';
import { formatTime } from '../queues/queueText';
import { AdjustDialog } from './AdjustDialog';
import { FlagTags } from './FlagTags';
import { ACTION_ROLE, type UserAction, useUserActions } from './useUserActions';

const PAGE_SIZE = 20;

// Each action's button and confirmation texts (literal keys: the locale test reads them).
const ACTIONS: Record<UserAction, { label: string; done: string; danger: boolean }> = {
  freeze_sign_in: {
    label: 'users.freeze_sign_in',
    done: 'users.done_freeze_sign_in',
    danger: true,
  },
  unfreeze_sign_in: {
    label: 'users.unfreeze_sign_in',
    done: 'users.done_unfreeze_sign_in',
    danger: false,
  },
  freeze_withdrawals: {
    label: 'users.freeze_withdrawals',
    done: 'users.done_freeze_withdrawals',
    danger: true,
  },
  unfreeze_withdrawals: {
    label: 'users.unfreeze_withdrawals',
    done: 'users.done_unfreeze_withdrawals',
    danger: false,
  },
  end_sessions: { label: 'users.end_sessions', done: 'users.done_end_sessions', danger: true },
  reset_fund_password: {
    label: 'users.reset_fund_password',
    done: 'users.done_reset_fund_password',
    danger: true,
  },
};

function Overview({ user }: { user: UserDetail }) {
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
          key: 'inviter',
          label: t('users.inviter'),
          children: inviter ? `#${inviter.id} · ${inviter.email ?? inviter.phone ?? ''}` : '—',
        },
        { key: 'invited', label: t('users.invited'), children: user.referrals.invited },
      ]}
    />
  );
}

function Balances({ balances }: { balances: Balance[] }) {
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

function Journal({ id }: { id: string }) {
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

function Orders({ id }: { id: string }) {
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

function Sessions({ sessions }: { sessions: UserSession[] }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatTime(at, i18n.language);
  return (
    <Table<UserSession>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={sessions}
      locale={{ emptyText: t('users.no_sessions') }}
      columns={[
        { title: t('users.signed_in_at'), dataIndex: 'created_at', render: when },
        { title: t('users.expires_at'), dataIndex: 'expires_at', render: when },
        { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        {
          title: t('users.device'),
          dataIndex: 'user_agent',
          ellipsis: true,
          render: (ua: string | null) => ua ?? '—',
        },
      ]}
    />
  );
}

/** One user: profile, KYC, balances, journal, orders, sessions, and the audited actions. */
export function UserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useParams().id ?? '';
  const operator = useOutletContext<Operator>();
  const user = useAdminUser(id, { query: { retry: false } });
  const adjustments = useAdminAdjustments();
  const actions = useUserActions(id);
  const [asking, setAsking] = useState<UserAction | 'adjust'>();
  const [failure, setFailure] = useState<string>();

  const may = (action: UserAction | 'adjust') => roleAllows(operator.role, ACTION_ROLE[action]);
  const guarded = async <T,>(run: () => Promise<T>): Promise<T> => {
    setFailure(undefined);
    try {
      return await run();
    } catch (error) {
      setFailure(t('queue.failed', { message: (error as Error).message }));
      throw error;
    } finally {
      setAsking(undefined);
    }
  };

  if (user.isPending) return <Skeleton active />;
  if (!user.data)
    return (
      <Result status="warning" title={t('error.load', { message: user.error?.message ?? '' })} />
    );
  const { flags, profile } = user.data;

  const button = (action: UserAction) => (
    <Tooltip
      key={action}
      title={
        may(action) ? undefined : t('users.role_needed', { role: t(`role.${ACTION_ROLE[action]}`) })
      }
    >
      <Button
        danger={ACTIONS[action].danger}
        disabled={!may(action)}
        onClick={() => setAsking(action)}
      >
        {t(ACTIONS[action].label)}
      </Button>
    </Tooltip>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          #{profile.id} {profile.email ?? profile.phone ?? ''}
        </Typography.Title>
        <FlagTags signIn={flags.sign_in_frozen} withdrawals={flags.withdraw_frozen} />
      </Flex>
      <Space wrap style={{ margin: '16px 0' }}>
        {button(flags.sign_in_frozen ? 'unfreeze_sign_in' : 'freeze_sign_in')}
        {button(flags.withdraw_frozen ? 'unfreeze_withdrawals' : 'freeze_withdrawals')}
        {button('end_sessions')}
        {button('reset_fund_password')}
        <Tooltip
          title={may('adjust') ? undefined : t('users.role_needed', { role: t('role.finance') })}
        >
          <Button type="primary" disabled={!may('adjust')} onClick={() => setAsking('adjust')}>
            {t('users.adjust')}
          </Button>
        </Tooltip>
      </Space>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable
          onClose={() => setFailure(undefined)}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        items={[
          { key: 'overview', label: t('users.overview'), children: <Overview user={user.data} /> },
          {
            key: 'balances',
            label: t('item.balances_all'),
            children: <Balances balances={user.data.balances} />,
          },
          { key: 'journal', label: t('users.journal'), children: <Journal id={id} /> },
          { key: 'orders', label: t('users.orders'), children: <Orders id={id} /> },
          {
            key: 'sessions',
            label: t('users.sessions'),
            children: <Sessions sessions={user.data.sessions} />,
          },
        ]}
      />
      {asking && asking !== 'adjust' && (
        <ReasonDialog
          title={t(ACTIONS[asking].label)}
          okText={t(ACTIONS[asking].label)}
          danger={ACTIONS[asking].danger}
          onCancel={() => setAsking(undefined)}
          onConfirm={(reason) =>
            guarded(() => actions.run(asking, reason)).then(
              () => void message.success(t(ACTIONS[asking].done)),
            )
          }
        />
      )}
      {asking === 'adjust' && (
        <AdjustDialog
          threshold={adjustments.data?.threshold_usdt}
          onCancel={() => setAsking(undefined)}
          onConfirm={(form) =>
            guarded(() => actions.adjust(form)).then(
              (adjustment) =>
                void message.success(
                  t(
                    adjustment.status === 'pending'
                      ? 'users.adjust_pending'
                      : 'users.adjust_posted',
                  ),
                ),
            )
          }
        />
      )}
    </>
  );
}

export default UserPage;

import { Button, Table, Tooltip } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUserActivity } from '../../api/generated/endpoints/admin-users/admin-users';
import type { AccountEvent, UserSession } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';

// The user page's security tabs: live sessions (one can be ended) and 90 days of account activity,
// the same list the user reads in the app.

const PAGE_SIZE = 20;

type Device = Pick<UserSession, 'browser' | 'os' | 'device'>;

/** "Chrome 131 · macOS 14", or the kind of device when the browser said nothing. */
export function useDeviceName() {
  const { t } = useTranslation();
  // i18n-dynamic: users.device_kind.* - every kind of device the contract lists
  return (d: Device) =>
    [d.browser, d.os].filter(Boolean).join(' · ') || t(`users.device_kind.${d.device}`);
}

interface SessionsProps {
  sessions: UserSession[];
  /** Null: the operator's role may not end sessions (the tooltip says which role may). */
  onEnd: ((session: UserSession) => void) | null;
  roleNeeded: string;
}

export function Sessions({ sessions, onEnd, roleNeeded }: SessionsProps) {
  const { t, i18n } = useTranslation();
  const nameOf = useDeviceName();
  const when = (at: string) => formatTime(at, i18n.language);
  return (
    <Table<UserSession>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={sessions}
      locale={{ emptyText: t('users.no_sessions') }}
      columns={[
        {
          title: t('users.device'),
          key: 'device',
          render: (_, session) => (
            <span title={session.user_agent ?? undefined}>{nameOf(session)}</span>
          ),
        },
        { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        { title: t('users.last_used'), dataIndex: 'last_used_at', render: when },
        { title: t('users.signed_in_at'), dataIndex: 'created_at', render: when },
        { title: t('users.expires_at'), dataIndex: 'expires_at', render: when },
        {
          title: '',
          key: 'end',
          align: 'right',
          render: (_, session) => (
            <Tooltip title={onEnd ? undefined : roleNeeded}>
              <Button
                size="small"
                danger
                disabled={!onEnd}
                aria-label={`${t('users.end_session')} ${nameOf(session)}`}
                onClick={() => onEnd?.(session)}
              >
                {t('users.end_session')}
              </Button>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}

export function Activity({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const nameOf = useDeviceName();
  const [page, setPage] = useState(1);
  const activity = useAdminUserActivity(
    id,
    { page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <Table<AccountEvent>
      size="small"
      rowKey="id"
      loading={activity.isFetching}
      dataSource={activity.data?.items ?? []}
      locale={{ emptyText: t('users.no_activity') }}
      columns={[
        {
          title: t('audit.at'),
          dataIndex: 'at',
          render: (at: string) => formatTime(at, i18n.language),
        },
        {
          title: t('users.event'),
          dataIndex: 'kind',
          // i18n-dynamic: users.event_kind.* - every AccountEvent kind of the contract
          render: (kind: AccountEvent['kind']) => t(`users.event_kind.${kind}`),
        },
        { title: t('users.device'), key: 'device', render: (_, event) => nameOf(event) },
        { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
      ]}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: activity.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}

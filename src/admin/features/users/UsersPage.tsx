import { Alert, Button, Empty, Input, Space, Table, Typography } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminUsers } from '../../api/generated/endpoints/admin-users/admin-users';
import type { UserRow } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';
import { FlagTags } from './FlagTags';

const PAGE_SIZE = 20;
export const SEARCH_MAX = 254; // the contract's limit on q

/** Users by e-mail, phone, id or invite code; an empty search lists the newest. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [page, setPage] = useState(1);
  const users = useAdminUsers(
    { q: q || undefined, page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

  const columns = [
    { title: t('queue.id'), dataIndex: 'id', width: 80 },
    { title: t('item.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
    {
      title: t('item.phone'),
      key: 'phone',
      render: (_: unknown, u: UserRow) => (u.phone ? `${u.area_code ?? ''} ${u.phone}` : '—'),
    },
    {
      title: t('users.invite_code'),
      dataIndex: 'invite_code',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('item.kyc'),
      dataIndex: 'kyc_level',
      render: (level: string) => t(`kyc_level.${level}`), // i18n-dynamic: KycLevel
    },
    {
      title: t('users.created_at'),
      dataIndex: 'created_at',
      render: (at: string) => formatTime(at, i18n.language),
    },
    {
      title: t('users.flags'),
      key: 'flags',
      render: (_: unknown, u: UserRow) => (
        <FlagTags signIn={u.sign_in_frozen} withdrawals={u.withdraw_frozen} />
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('users.title')}</Typography.Title>
      <Space.Compact style={{ width: 480, maxWidth: '100%', marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={q}
          maxLength={SEARCH_MAX}
          placeholder={t('users.search_placeholder')}
          enterButton={t('audit.search')}
          aria-label={t('users.search_placeholder')}
          onSearch={(value) => {
            setPage(1);
            setParams(value.trim() ? { q: value.trim() } : {});
          }}
        />
      </Space.Compact>
      {users.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: users.error.message })}
          action={<Button onClick={() => void users.refetch()}>{t('error.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<UserRow>
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.items ?? []}
        columns={columns}
        onRow={(user) => ({
          onClick: () => navigate(`/users/${user.id}`),
          style: { cursor: 'pointer' },
        })}
        locale={{ emptyText: <Empty description={t('users.none')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </>
  );
}

export default UsersPage;

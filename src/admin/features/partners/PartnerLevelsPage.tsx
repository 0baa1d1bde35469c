import { Alert, App, Button, Flex, Result, Table, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminPartnerLevelsQueryKey,
  useAdminPartnerLevelCreate,
  useAdminPartnerLevelDelete,
  useAdminPartnerLevelUpdate,
  useAdminPartnerLevels,
} from '../../api/generated/endpoints/admin-partners/admin-partners';
import type { AdminPartnerLevel, Lang, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { LevelDialog } from './LevelDialog';
import { percent, type LevelValues } from './levelSchema';

// Referral partner levels: a user's level is the highest whose minimum direct team they reach, and
// the inviter earns its ratio of a team member's fees. An admin creates the next level, edits one
// (names in seven languages, code, minimum team, ratio) and removes the highest (never level 1);
// rebates already paid keep their ratio, and every change is audited.

// Each language's name, named in full so that the locale test sees every key in use.
const LANGUAGE: Record<Lang, string> = {
  en: 'partners.lang.en',
  zh: 'partners.lang.zh',
  hk: 'partners.lang.hk',
  jp: 'partners.lang.jp',
  kr: 'partners.lang.kr',
  esp: 'partners.lang.esp',
  th: 'partners.lang.th',
};

export function PartnerLevelsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminPartnerLevels();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminPartnerLevelsQueryKey() }),
  };
  // Refused or not, the list is read again: when another operator created the level first (409,
  // 2772) the dialog moves on to the next number with the new neighbour's limits.
  const create = useAdminPartnerLevelCreate({ mutation: { onSettled: refresh.onSuccess } });
  const update = useAdminPartnerLevelUpdate({ mutation: refresh });
  const remove = useAdminPartnerLevelDelete({ mutation: refresh });
  const [editing, setEditing] = useState<AdminPartnerLevel | 'new'>();

  const levels = list.data?.items ?? [];
  const highest = levels.at(-1)?.level ?? 0;
  const current = editing === 'new' ? undefined : editing;
  const writing = current?.level ?? highest + 1;

  const save = async (values: LevelValues) => {
    if (current) await update.mutateAsync({ id: current.level, data: values });
    else await create.mutateAsync({ data: { level: String(writing), ...values } });
    message.success(t('partners.saved'));
    setEditing(undefined);
  };
  const confirmRemove = (l: AdminPartnerLevel) =>
    modal.confirm({
      title: t('partners.confirm_remove', { level: l.level, name: l.name }),
      content: t('partners.confirm_remove_hint', { n: l.users, below: l.level - 1 }),
      okText: t('partners.remove'),
      okButtonProps: { danger: true },
      cancelText: t('partners.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: l.level });
          message.success(t('partners.removed'));
        } catch (error) {
          message.error((error as Error).message);
        }
      },
    });

  if (list.isError) return <Result status="error" title={t('partners.load_failed')} />;
  const columns = [
    {
      title: t('partners.column.level'),
      dataIndex: 'level',
      render: (n: number) => <Typography.Text strong>{t('partners.level', { n })}</Typography.Text>,
    },
    {
      title: t('partners.column.name'),
      key: 'name',
      render: (_: unknown, l: AdminPartnerLevel) => (
        <Flex gap={8} align="center" wrap>
          <span>{l.name}</span>
          {l.missing_languages.length > 0 ? (
            <Tooltip
              title={t('partners.missing_hint', {
                langs: l.missing_languages.map((m) => t(LANGUAGE[m])).join(', '),
              })}
            >
              <Tag color="warning">{t('partners.missing', { n: l.missing_languages.length })}</Tag>
            </Tooltip>
          ) : (
            <Tag color="success">{t('partners.translated')}</Tag>
          )}
        </Flex>
      ),
    },
    {
      title: t('partners.field.authorization_code'),
      dataIndex: 'authorization_code',
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    { title: t('partners.column.min_team'), dataIndex: 'min_team' },
    {
      title: t('partners.column.rebate_ratio'),
      dataIndex: 'rebate_ratio',
      render: (r: string) => percent(r),
    },
    { title: t('partners.column.users'), dataIndex: 'users' },
    ...(admin
      ? [
          {
            title: t('partners.column.actions'),
            key: 'actions',
            render: (_: unknown, l: AdminPartnerLevel) => (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => setEditing(l)}>
                  {t('partners.edit')}
                </Button>
                {l.level === highest && l.level > 1 && (
                  <Button size="small" danger onClick={() => confirmRemove(l)}>
                    {t('partners.remove')}
                  </Button>
                )}
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
          {t('partners.title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" disabled={list.isLoading} onClick={() => setEditing('new')}>
            {t('partners.create_level')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{t('partners.intro')}</Typography.Paragraph>
      {!admin && (
        <Alert type="info" showIcon title={t('partners.read_only')} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="level"
        loading={list.isLoading}
        dataSource={levels}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('partners.empty') }}
      />
      {editing && (
        <LevelDialog
          level={writing}
          current={current}
          others={levels.filter((l) => l.level !== writing)}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default PartnerLevelsPage;

import { Alert, App, Button, Flex, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminProjectsQueryKey,
  useAdminProjectCreate,
  useAdminProjectState,
  useAdminProjectUpdate,
  useAdminProjects,
} from '../../api/generated/endpoints/admin-projects/admin-projects';
import type { AdminProject, Operator, ProjectOperatorState } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { TranslationTags } from '../content/TranslationTags';
import { formatTime } from '../queues/queueText';
import { ProjectDialog } from './ProjectDialog';
import { fieldsOf, type ProjectValues } from './projectSchema';
import { STATUS_COLOR, STATUS_LABEL } from './projectText';
import { StateActions } from './StateActions';

// New-coin subscription projects: terms, schedule, status and the subscriptions they hold. An admin
// creates (as a draft), edits, opens and closes them; subscriptions already made keep their terms,
// and every change is audited.

export function ProjectsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const list = useAdminProjects();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminProjectsQueryKey() }),
  };
  const create = useAdminProjectCreate({ mutation: refresh });
  const update = useAdminProjectUpdate({ mutation: refresh });
  const state = useAdminProjectState({ mutation: refresh });
  const [editing, setEditing] = useState<AdminProject | 'new'>();
  const items = list.data?.items ?? [];
  const time = (at: string) => formatTime(at, i18n.language);

  const save = async (values: ProjectValues) => {
    const data = fieldsOf(values);
    if (editing === 'new') await create.mutateAsync({ data });
    else await update.mutateAsync({ id: editing!.id, data });
    message.success(t('projects.saved'));
    setEditing(undefined);
  };
  const change = async (p: AdminProject, to: ProjectOperatorState) => {
    await state.mutateAsync({ id: p.id, data: { state: to } });
    message.success(t('projects.saved'));
  };

  if (list.isError) return <Result status="error" title={t('projects.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('projects.column.coin'),
      key: 'coin',
      render: (_: unknown, p: AdminProject) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{p.currency}</Typography.Text>
          {!p.listed && <Tag>{t('projects.delisted')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('projects.column.terms'),
      key: 'terms',
      render: (_: unknown, p: AdminProject) => (
        <Flex vertical gap={2}>
          <span>{t('projects.price', { price: p.issue_price })}</span>
          <span>
            {t('projects.pay_with')}{' '}
            {p.payment_coins.map((c) => (
              <Tag key={c.currency_id} color={c.listed ? undefined : 'error'}>
                {c.currency}
                {!c.listed && ` (${t('projects.delisted')})`}
              </Tag>
            ))}
          </span>
          <span>{t('projects.lock', { days: p.lock_days })}</span>
          <span>
            {t('projects.limits', { min: p.min_usdt, max: p.max_usdt })}
            {p.user_limit_usdt !== null &&
              ` · ${t('projects.user_limit', { limit: p.user_limit_usdt })}`}
          </span>
        </Flex>
      ),
    },
    {
      title: t('projects.column.schedule'),
      key: 'schedule',
      render: (_: unknown, p: AdminProject) => (
        <Flex vertical gap={2}>
          <span>{t('projects.starts', { at: time(p.starts_at) })}</span>
          <span>{t('projects.ends', { at: time(p.ends_at) })}</span>
          <span>{t('projects.launches', { at: time(p.launch_at) })}</span>
        </Flex>
      ),
    },
    {
      title: t('projects.column.supply'),
      key: 'supply',
      render: (_: unknown, p: AdminProject) =>
        t('projects.supply', { reserved: p.reserved, supply: p.supply, currency: p.currency }),
    },
    {
      title: t('projects.column.status'),
      key: 'status',
      render: (_: unknown, p: AdminProject) => (
        <Tag color={STATUS_COLOR[p.status]}>{t(STATUS_LABEL[p.status])}</Tag>
      ),
    },
    {
      title: t('projects.column.subscriptions'),
      key: 'subscriptions',
      render: (_: unknown, p: AdminProject) =>
        t('projects.held', { n: p.subscriptions, review: p.under_review, locked: p.locked }),
    },
    {
      title: t('projects.column.translations'),
      key: 'translations',
      render: (_: unknown, p: AdminProject) => <TranslationTags statuses={p.translations} />,
    },
    ...(admin
      ? [
          {
            title: t('projects.column.actions'),
            key: 'actions',
            render: (_: unknown, p: AdminProject) => (
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => setEditing(p)}>
                  {t('projects.edit')}
                </Button>
                <StateActions project={p} onChange={(to) => change(p, to)} />
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
          {t('projects.title')}
        </Typography.Title>
        {admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('projects.create')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{t('projects.intro')}</Typography.Paragraph>
      {!admin && (
        <Alert type="info" showIcon title={t('projects.read_only')} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('projects.empty') }}
      />
      {editing && (
        <ProjectDialog
          project={editing === 'new' ? undefined : editing}
          coins={list.data?.coins ?? []}
          onCancel={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </>
  );
}

export default ProjectsPage;

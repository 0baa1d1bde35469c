import { Alert, App, Button, Result, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminSettingsQueryKey,
  useAdminSettingSet,
  useAdminSettings,
} from '../../api/generated/endpoints/admin-settings/admin-settings';
import { SettingGroup, type Operator, type Setting } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { formatTime } from '../queues/queueText';
import { SettingDialog } from './SettingDialog';
import { GROUP_LABEL, shownValue, TYPE_LABEL } from './settingText';

// The platform's settings (support link, fees, OTC terms, thresholds), by group, each with its
// type, value, default and description; an admin changes one through a checked, confirmed dialog.
// Every change is in the audit log and takes effect at once.
export function SettingsPage() {
  const { t } = useTranslation();
  const operator = useOutletContext<Operator>();
  if (!roleAllows(operator.role, 'admin'))
    return <Result status="403" title={t('settings.forbidden')} />;
  return <SettingsTables />;
}

function SettingsTables() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useAdminSettings();
  const save = useAdminSettingSet({
    mutation: {
      onSuccess: () => client.invalidateQueries({ queryKey: getAdminSettingsQueryKey() }),
    },
  });
  const [editing, setEditing] = useState<Setting>();

  const columns = [
    {
      title: t('settings.column.setting'),
      key: 'setting',
      render: (_: unknown, s: Setting) => (
        <>
          <Typography.Text strong>{s.key}</Typography.Text> <Tag>{t(TYPE_LABEL[s.type])}</Tag>
          <br />
          <Typography.Text type="secondary">{s.description}</Typography.Text>
        </>
      ),
    },
    {
      title: t('settings.column.value'),
      key: 'value',
      width: 260,
      render: (_: unknown, s: Setting) => (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {shownValue(s.value, t)}
        </Typography.Text>
      ),
    },
    {
      title: t('settings.column.default'),
      dataIndex: 'default',
      width: 200,
      render: (d: string | null) => d ?? '—',
    },
    {
      title: t('settings.column.updated'),
      dataIndex: 'updated_at',
      width: 170,
      render: (at: string | null) => (at ? formatTime(at, i18n.language) : '—'),
    },
    {
      title: t('queue.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, s: Setting) => (
        <Button onClick={() => setEditing(s)}>{t('settings.edit')}</Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('settings.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: list.error.message })}
          style={{ marginBottom: 16 }}
        />
      )}
      {Object.values(SettingGroup).map((group) => (
        <section key={group} aria-label={t(GROUP_LABEL[group])} style={{ marginBottom: 24 }}>
          <Typography.Title level={5}>{t(GROUP_LABEL[group])}</Typography.Title>
          <Table<Setting>
            rowKey="key"
            size="small"
            loading={list.isPending}
            dataSource={(list.data ?? []).filter((s) => s.group === group)}
            columns={columns}
            pagination={false}
          />
        </section>
      ))}
      {editing && (
        <SettingDialog
          setting={editing}
          onCancel={() => setEditing(undefined)}
          onSave={async (value) => {
            await save.mutateAsync({ key: editing.key, data: { value } });
            setEditing(undefined);
            void message.success(t('settings.saved', { key: editing.key }));
          }}
        />
      )}
    </>
  );
}

export default SettingsPage;

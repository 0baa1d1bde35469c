import { Alert, App, Button, Result, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminSettingsQueryKey,
  useAdminSettingSet,
  useAdminSettings,
} from '../../api/generated/endpoints/admin-settings/admin-settings';
import type { Operator, Setting } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { SettingDialog } from '../settings/SettingDialog';
import { shownValue } from '../settings/settingText';

// The OTC market's terms in one place: the margin, the fee, the payment and confirmation windows,
// the coins and the fiat, and the order limits an ad's limits and every order must sit within.
// They are settings (the settings API, audited as setting.set), so this page is the admin's alone.

/** The OTC settings in the order an operator reads them (others in the group follow), with their names. */
const LABEL: Record<string, string> = {
  'otc.order_min_amount': 'markets.otc_label.order_min_amount',
  'otc.order_max_amount': 'markets.otc_label.order_max_amount',
  'otc.fee_rate': 'markets.otc_label.fee_rate',
  'otc.margin_amount': 'markets.otc_label.margin_amount',
  'otc.margin_currency': 'markets.otc_label.margin_currency',
  'otc.pay_minutes': 'markets.otc_label.pay_minutes',
  'otc.confirm_minutes': 'markets.otc_label.confirm_minutes',
  'otc.legal': 'markets.otc_label.legal',
  'otc.coins': 'markets.otc_label.coins',
};
const ORDER = Object.keys(LABEL);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

export function OtcTermsPage() {
  const { t } = useTranslation();
  const operator = useOutletContext<Operator>();
  if (!roleAllows(operator.role, 'admin'))
    return <Result status="403" title={t('markets.otc_forbidden')} />;
  return <OtcTerms />;
}

function OtcTerms() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useAdminSettings();
  const save = useAdminSettingSet({
    mutation: {
      onSuccess: () => client.invalidateQueries({ queryKey: getAdminSettingsQueryKey() }),
    },
  });
  const [editing, setEditing] = useState<Setting>();
  const terms = (list.data ?? [])
    .filter((s) => s.group === 'otc')
    .sort((a, b) => rank(a.key) - rank(b.key));
  const value = (key: string) => terms.find((s) => s.key === key)?.value ?? '';
  const legal = value('otc.legal');

  return (
    <>
      <Typography.Title level={3}>{t('markets.otc_title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('markets.otc_intro')}</Typography.Paragraph>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('markets.load_failed')}
          style={{ marginBottom: 16 }}
        />
      )}
      {terms.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('markets.otc_limits_summary', {
            min: value('otc.order_min_amount'),
            max: value('otc.order_max_amount'),
            legal,
          })}
        />
      )}
      <Table<Setting>
        rowKey="key"
        size="small"
        loading={list.isPending}
        dataSource={terms}
        pagination={false}
        columns={[
          {
            title: t('markets.otc_column.term'),
            key: 'term',
            render: (_: unknown, s: Setting) => (
              <>
                <Typography.Text strong>{t(LABEL[s.key] ?? s.key)}</Typography.Text>{' '}
                <Typography.Text code>{s.key}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{s.description}</Typography.Text>
              </>
            ),
          },
          {
            title: t('markets.otc_column.value'),
            key: 'value',
            width: 220,
            render: (_: unknown, s: Setting) => (
              <Typography.Text code style={{ wordBreak: 'break-all' }}>
                {shownValue(s.value, t)}
              </Typography.Text>
            ),
          },
          {
            title: t('markets.otc_column.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, s: Setting) => (
              <Button
                size="small"
                aria-label={t('markets.otc_edit', { key: s.key })}
                onClick={() => setEditing(s)}
              >
                {t('markets.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <SettingDialog
          setting={editing}
          onCancel={() => setEditing(undefined)}
          onSave={async (v) => {
            await save.mutateAsync({ key: editing.key, data: { value: v } });
            setEditing(undefined);
            void message.success(t('markets.otc_saved', { key: editing.key }));
          }}
        />
      )}
    </>
  );
}

export default OtcTermsPage;

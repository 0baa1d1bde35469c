import { Alert, App, Button, Empty, Flex, Result, Segmented, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import {
  getAdminOtcMerchantQueryKey,
  getAdminOtcMerchantsQueryKey,
  useAdminOtcMerchantSuspend,
  useAdminOtcMerchantUnsuspend,
  useAdminOtcMerchantUnverify,
  useAdminOtcMerchantVerify,
  useAdminOtcMerchants,
} from '../../api/generated/endpoints/admin-otc/admin-otc';
import type { AdminOtcMerchant, MerchantFilter, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { MerchantActions } from './MerchantActions';
import { MerchantDrawer } from './MerchantDrawer';
import { ACTION, FILTER_LABEL, ratePercent, type MerchantAction } from './merchantText';
import { SuspendDialog } from './SuspendDialog';

// OTC merchants: margin, ads, completion rate and appeals. An admin verifies them and suspends
// them with a reason (their ads go offline at once, open orders run to completion); every change
// is audited. Other roles read only.

const PAGE_SIZE = 20;
const FILTERS: MerchantFilter[] = ['all', 'verified', 'suspended'];

/** An e-mail, an amount or a count reads as one piece: the table scrolls sideways instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function OtcMerchantsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const operator = useOutletContext<Operator>();
  const admin = roleAllows(operator.role, 'admin');
  const client = useQueryClient();
  const [status, setStatus] = useState<MerchantFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number>();
  const [suspending, setSuspending] = useState<AdminOtcMerchant>();
  const list = useAdminOtcMerchants({ status, page, limit: PAGE_SIZE });
  const refresh = {
    onSuccess: async (_: unknown, { id }: { id: number }) => {
      await client.invalidateQueries({ queryKey: getAdminOtcMerchantsQueryKey() });
      await client.invalidateQueries({ queryKey: getAdminOtcMerchantQueryKey(id) });
    },
  };
  const verify = useAdminOtcMerchantVerify({ mutation: refresh });
  const unverify = useAdminOtcMerchantUnverify({ mutation: refresh });
  const suspend = useAdminOtcMerchantSuspend({ mutation: refresh });
  const unsuspend = useAdminOtcMerchantUnsuspend({ mutation: refresh });
  const items = list.data?.items ?? [];

  const act = async (m: AdminOtcMerchant, action: MerchantAction) => {
    const mutation = { verify, unverify, unsuspend }[action];
    await mutation.mutateAsync({ id: m.user_id });
    message.success(t(ACTION[action].done));
  };
  const doSuspend = async (reason: string) => {
    await suspend.mutateAsync({ id: suspending!.user_id, data: { reason } });
    message.success(t('merchants.done.suspend'));
    setSuspending(undefined);
  };
  const actionsFor = (m: AdminOtcMerchant) =>
    admin ? (
      <MerchantActions
        merchant={m}
        onAction={(action) => act(m, action)}
        onSuspend={() => setSuspending(m)}
      />
    ) : null;

  if (list.isError) return <Result status="error" title={t('merchants.load_failed')} />;
  const columns = [
    { title: 'ID', dataIndex: 'user_id', width: 72 },
    {
      title: t('merchants.column.merchant'),
      key: 'merchant',
      render: (_: unknown, m: AdminOtcMerchant) => (
        <Flex vertical>
          <Typography.Link onClick={() => setOpen(m.user_id)}>{m.nickname}</Typography.Link>
          <Typography.Text type="secondary" style={NO_WRAP}>
            {m.email ?? '-'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('merchants.column.margin'),
      key: 'margin',
      render: (_: unknown, m: AdminOtcMerchant) => (
        <span style={NO_WRAP}>
          {m.margin_paid
            ? `${m.margin_amount} ${m.margin_currency ?? ''}`
            : t('merchants.margin_none')}
        </span>
      ),
    },
    {
      title: t('merchants.column.ads'),
      key: 'ads',
      render: (_: unknown, m: AdminOtcMerchant) => (
        <span style={NO_WRAP}>
          {t('merchants.ads', { online: m.online_ads, total: m.total_ads })}
        </span>
      ),
    },
    { title: t('merchants.column.completed'), dataIndex: 'completed_orders' },
    {
      title: t('merchants.column.rate'),
      key: 'rate',
      render: (_: unknown, m: AdminOtcMerchant) => ratePercent(m.completion_rate),
    },
    { title: t('merchants.column.appeals'), dataIndex: 'appeals' },
    {
      title: t('merchants.column.status'),
      key: 'status',
      render: (_: unknown, m: AdminOtcMerchant) => (
        <Flex vertical gap={4} align="start">
          <span>
            {m.verified && <Tag color="success">{t('merchants.tag.verified')}</Tag>}
            {m.suspended && <Tag color="error">{t('merchants.tag.suspended')}</Tag>}
            {!m.verified && !m.suspended && <Tag>{t('merchants.tag.plain')}</Tag>}
          </span>
          {m.suspension_reason && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
              {m.suspension_reason}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('merchants.column.actions'),
      key: 'actions',
      render: (_: unknown, m: AdminOtcMerchant) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setOpen(m.user_id)}>
            {t('merchants.details')}
          </Button>
          {actionsFor(m)}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('merchants.title')}</Typography.Title>
      {!admin && (
        <Alert type="info" showIcon title={t('merchants.read_only')} style={{ marginBottom: 16 }} />
      )}
      <Segmented
        value={status}
        onChange={(v) => {
          setStatus(v as MerchantFilter);
          setPage(1);
        }}
        options={FILTERS.map((f) => ({ value: f, label: t(FILTER_LABEL[f]) }))}
        style={{ marginBottom: 16 }}
      />
      <Table
        rowKey="user_id"
        loading={list.isLoading}
        dataSource={items}
        columns={columns}
        locale={{ emptyText: <Empty description={t('merchants.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: true }}
      />
      {open !== undefined && (
        <MerchantDrawer id={open} onClose={() => setOpen(undefined)} actions={actionsFor} />
      )}
      {suspending && (
        <SuspendDialog
          merchant={suspending}
          onCancel={() => setSuspending(undefined)}
          onSuspend={doSuspend}
        />
      )}
    </>
  );
}

export default OtcMerchantsPage;

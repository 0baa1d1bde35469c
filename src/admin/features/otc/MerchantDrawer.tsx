import { Alert, Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminOtcMerchant } from '../../api/generated/endpoints/admin-otc/admin-otc';
import type { AdminOtcMerchant, MerchantAppeal } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';
import { ratePercent, RESOLUTION_LABEL, SIDE_LABEL } from './merchantText';

interface Props {
  id: number;
  onClose: () => void;
  /** The verify and suspend buttons (none when the operator's role may not change them). */
  actions: (merchant: AdminOtcMerchant) => ReactNode;
}

/** One merchant: standing, margin, ads, order statistics and every appeal on their orders. */
export function MerchantDrawer({ id, onClose, actions }: Props) {
  const { t, i18n } = useTranslation();
  const detail = useAdminOtcMerchant(id);
  const m = detail.data;
  const when = (at: string | null) => (at ? formatTime(at, i18n.language) : '-');
  const columns = [
    { title: t('merchants.appeal.order_no'), dataIndex: 'order_no' },
    {
      title: t('merchants.appeal.role'),
      key: 'role',
      render: (_: unknown, a: MerchantAppeal) => t(SIDE_LABEL[a.role]),
    },
    {
      title: t('merchants.appeal.appealed_by'),
      key: 'by',
      render: (_: unknown, a: MerchantAppeal) => t(SIDE_LABEL[a.appealed_by]),
    },
    { title: t('merchants.appeal.description'), dataIndex: 'description' },
    {
      title: t('merchants.appeal.created_at'),
      key: 'created',
      render: (_: unknown, a: MerchantAppeal) => when(a.created_at),
    },
    {
      title: t('merchants.appeal.resolution'),
      key: 'resolution',
      render: (_: unknown, a: MerchantAppeal) =>
        a.resolution ? (
          <>
            {t(RESOLUTION_LABEL[a.resolution])}{' '}
            <Typography.Text type="secondary">{when(a.resolved_at)}</Typography.Text>
          </>
        ) : (
          <Tag color="warning">{t('merchants.appeal.open')}</Tag>
        ),
    },
  ];
  return (
    <Drawer
      open
      width={880}
      title={m ? t('merchants.detail_title', { name: m.nickname, id: m.user_id }) : undefined}
      onClose={onClose}
      extra={m ? actions(m) : null}
    >
      {detail.isError && (
        <Alert type="error" showIcon title={t('merchants.load_failed')} role="alert" />
      )}
      {detail.isLoading && <Skeleton active />}
      {m && (
        <>
          {m.suspended && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('merchants.suspended_since', { at: when(m.suspended_at) })}
              description={m.suspension_reason}
            />
          )}
          <Descriptions bordered size="small" column={2} style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('merchants.column.email')}>
              {m.email ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchants.column.verified')}>
              {m.verified ? when(m.verified_at) : t('merchants.not_verified')}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchants.column.margin')}>
              {m.margin_paid
                ? `${m.margin_amount} ${m.margin_currency ?? ''} · ${when(m.margin_paid_at)}`
                : t('merchants.margin_none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchants.column.ads')}>
              {t('merchants.ads', { online: m.online_ads, total: m.total_ads })}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchants.column.completed')}>
              {m.completed_orders}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchants.column.rate')}>
              {ratePercent(m.completion_rate)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>
            {t('merchants.appeal.title', { n: m.appeal_history.length })}
          </Typography.Title>
          {m.appeal_history.length === 0 ? (
            <Empty description={t('merchants.appeal.none')} />
          ) : (
            <Table
              rowKey="order_id"
              size="small"
              dataSource={m.appeal_history}
              columns={columns}
              pagination={false}
              scroll={{ x: true }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

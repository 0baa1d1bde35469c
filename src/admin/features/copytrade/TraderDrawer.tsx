import {
  Avatar,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Result,
  Segmented,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCopyTraderFollows } from '../../api/generated/endpoints/admin-copytrade/admin-copytrade';
import type { AdminCopyFollow, AdminCopyTrader } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';
import { DIRECTION_LABEL, example, percent, RETURN_RULE, STATE_LABEL } from './copyText';

interface Props {
  trader: AdminCopyTrader;
  onClose: () => void;
  /** The edit and state buttons (none when the operator's role may not change them). */
  actions: ReactNode;
}

type Filter = 'all' | 'in_progress' | 'ended';
const PAGE_SIZE = 10;
const EXAMPLE_AMOUNT = 1000;
const MOVES = [0.1, -0.1];
const dash = (v: string | null) => v ?? '-';

/** One trader: profile, the settlement terms its followers get, and its follow orders, paged. */
export function TraderDrawer({ trader, onClose, actions }: Props) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const follows = useAdminCopyTraderFollows(trader.id, {
    ...(filter === 'all' ? {} : { status: filter }),
    page,
    limit: PAGE_SIZE,
  });
  const data = follows.data;
  const direction = t(DIRECTION_LABEL[trader.direction]);
  const examples = MOVES.map((move) => ({
    move,
    ...example(EXAMPLE_AMOUNT, trader.direction, move, Number(trader.commission_rate)),
  }));
  return (
    <Drawer
      open
      size={900}
      onClose={onClose}
      title={
        <Flex gap={8} align="center">
          <Avatar alt="" style={{ flex: 'none' }}>
            {trader.name.slice(0, 1)}
          </Avatar>
          {trader.name}
        </Flex>
      }
      extra={<Flex gap={8}>{actions}</Flex>}
    >
      {/* Focusable, so that a keyboard can scroll the drawer when a viewer has no button in it. */}
      <section tabIndex={0} aria-label={t('copytrade.details')} style={{ outline: 'none' }}>
        {trader.bio && <Typography.Paragraph>{trader.bio}</Typography.Paragraph>}
        <Typography.Title level={5}>{t('copytrade.terms.title')}</Typography.Title>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('copytrade.column.state')}>
            <Tag color={trader.state === 'open' ? 'success' : 'error'}>
              {t(STATE_LABEL[trader.state])}
            </Tag>
            {!trader.currency_listed && <Tag color="warning">{t('copytrade.delisted')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('copytrade.terms.coin')}>
            {trader.currency} · {direction}
          </Descriptions.Item>
          <Descriptions.Item label={t('copytrade.field.period_days')}>
            {trader.period_days}
          </Descriptions.Item>
          <Descriptions.Item label={t('copytrade.field.min_amount')}>
            {trader.min_amount} {trader.pay_currency}
          </Descriptions.Item>
          <Descriptions.Item label={t('copytrade.field.commission_rate')}>
            {percent(trader.commission_rate)}
          </Descriptions.Item>
          <Descriptions.Item label={t('copytrade.terms.formula_title')}>
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>{t(RETURN_RULE[trader.direction])}</li>
              <li>{t('copytrade.terms.profit')}</li>
              <li>{t('copytrade.terms.commission', { rate: percent(trader.commission_rate) })}</li>
              <li>{t('copytrade.terms.payout', { currency: trader.pay_currency })}</li>
            </ol>
          </Descriptions.Item>
        </Descriptions>
        <Table
          style={{ marginTop: 16 }}
          rowKey="move"
          size="small"
          pagination={false}
          dataSource={examples}
          title={() =>
            t('copytrade.terms.example', {
              amount: EXAMPLE_AMOUNT,
              currency: trader.pay_currency,
              coin: trader.currency,
            })
          }
          columns={[
            {
              title: t('copytrade.terms.move', { coin: trader.currency }),
              key: 'move',
              render: (_, e) => (e.move > 0 ? '+' : '') + percent(e.move),
            },
            { title: t('copytrade.orders.return'), dataIndex: 'rate' },
            { title: t('copytrade.orders.profit'), dataIndex: 'profit' },
            { title: t('copytrade.orders.commission'), dataIndex: 'commission' },
            { title: t('copytrade.orders.payout'), dataIndex: 'payout' },
          ]}
        />
        <Flex justify="space-between" align="center" style={{ marginTop: 24 }} wrap gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('copytrade.orders.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('copytrade.orders.counts', {
              open: data?.open_follows ?? trader.open_follows,
              ended: data?.ended_follows ?? trader.ended_follows,
            })}
          </Typography.Text>
        </Flex>
        <Segmented
          style={{ margin: '12px 0' }}
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('copytrade.orders.all') },
            { value: 'in_progress', label: t('copytrade.orders.in_progress') },
            { value: 'ended', label: t('copytrade.orders.ended') },
          ]}
        />
        {follows.isError ? (
          <Result status="error" title={t('copytrade.orders.load_failed')} />
        ) : (
          <Table<AdminCopyFollow>
            rowKey="id"
            size="small"
            loading={follows.isLoading}
            dataSource={data?.items ?? []}
            scroll={{ x: true }}
            locale={{ emptyText: <Empty description={t('copytrade.orders.empty')} /> }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              { title: 'ID', dataIndex: 'id' },
              { title: t('copytrade.orders.user'), dataIndex: 'user_id' },
              {
                title: t('copytrade.orders.terms'),
                key: 'terms',
                render: (_, o) =>
                  `${o.currency} · ${t(DIRECTION_LABEL[o.direction])} · ${t('copytrade.days', { n: o.period_days })} · ${percent(o.commission_rate)}`,
              },
              { title: t('copytrade.orders.amount'), dataIndex: 'amount' },
              {
                title: t('copytrade.orders.opened'),
                key: 'opened',
                render: (_, o) => formatTime(o.opened_at, i18n.language),
              },
              {
                title: t('copytrade.orders.closes'),
                key: 'closes',
                render: (_, o) => formatTime(o.closed_at ?? o.closes_at, i18n.language),
              },
              { title: t('copytrade.orders.open_price'), dataIndex: 'open_price' },
              {
                title: t('copytrade.orders.close_price'),
                key: 'close_price',
                render: (_, o) => dash(o.close_price),
              },
              {
                title: t('copytrade.orders.return'),
                key: 'return',
                render: (_, o) => (o.return_rate === null ? '-' : percent(o.return_rate)),
              },
              {
                title: t('copytrade.orders.profit'),
                key: 'profit',
                render: (_, o) => dash(o.profit),
              },
              {
                title: t('copytrade.orders.commission'),
                key: 'commission',
                render: (_, o) => dash(o.commission),
              },
              {
                title: t('copytrade.orders.payout'),
                key: 'payout',
                render: (_, o) =>
                  o.status === 'ended' ? (
                    o.payout
                  ) : (
                    <Tag color="processing">{t('copytrade.orders.in_progress')}</Tag>
                  ),
              },
            ]}
          />
        )}
      </section>
    </Drawer>
  );
}

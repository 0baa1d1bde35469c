import { Descriptions, Drawer, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCoin, CoinAccount, CoinMarket } from '../../api/generated/model';
import { CoinIcon } from './CoinIcon';
import { KIND_LABEL, RULE_LABEL } from './coinText';

interface Props {
  coin: AdminCoin;
  onClose: () => void;
  /** The rules and listing buttons (none when the operator's role may not change them). */
  actions: ReactNode;
  /** Upload or remove the icon (none when the operator's role may not change it). */
  iconEditor?: ReactNode;
}

const RULES = [
  'deposit_minimum',
  'deposit_fee_rate',
  'withdraw_minimum',
  'withdraw_fee_rate',
  'withdraw_fee_fixed',
  'withdraw_bank',
] as const;

/** One coin: networks, the accounts and markets it appears in, and its rules. */
export function CoinDrawer({ coin, onClose, actions, iconEditor }: Props) {
  const { t } = useTranslation();
  const rule = (k: (typeof RULES)[number]) => {
    const v = coin.rules[k];
    if (v === null) return '-';
    if (k === 'withdraw_bank') return t(v === 'on' ? 'coins.bank_on' : 'coins.bank_off');
    return v;
  };
  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={
        <Flex gap={8} align="center">
          <CoinIcon coin={coin} />
          {coin.symbol} · {coin.name}
        </Flex>
      }
      extra={<Flex gap={8}>{actions}</Flex>}
    >
      {/* Focusable, so that a keyboard can scroll the drawer when a viewer has no button in it. */}
      <section tabIndex={0} aria-label={t('coins.details')} style={{ outline: 'none' }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('coins.column.status')}>
            <Tag color={coin.listed ? 'success' : 'default'}>
              {t(coin.listed ? 'coins.tag.listed' : 'coins.tag.delisted')}
            </Tag>
            {coin.is_base && <Tag color="blue">{t('coins.tag.base')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('coins.icon.label')}>
            <Flex gap={12} align="center">
              <CoinIcon coin={coin} size={40} />
              {iconEditor}
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="ID">{coin.id}</Descriptions.Item>
          <Descriptions.Item label={t('coins.column.decimals')}>{coin.decimals}</Descriptions.Item>
          <Descriptions.Item label={t('coins.column.networks')}>
            {coin.networks.length === 0
              ? '-'
              : coin.networks.map((n) => (
                  <Tag key={n.network} color={n.enabled ? undefined : 'default'}>
                    {n.network}
                    {!n.enabled && ` (${t('coins.off')})`}
                  </Tag>
                ))}
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('coins.address_hint')}
            </Typography.Paragraph>
          </Descriptions.Item>
          {RULES.map((k) => (
            <Descriptions.Item key={k} label={t(RULE_LABEL[k])}>
              {rule(k)}
            </Descriptions.Item>
          ))}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('coins.accounts')}
        </Typography.Title>
        <Table<CoinAccount>
          rowKey="type"
          size="small"
          pagination={false}
          dataSource={coin.accounts}
          locale={{ emptyText: <Empty description={t('coins.accounts_empty')} /> }}
          columns={[
            {
              title: t('coins.account.type'),
              key: 'type',
              render: (_, a) => t(`account.${a.type}`),
            },
            { title: t('coins.account.holders'), dataIndex: 'holders' },
            { title: t('coins.account.total'), dataIndex: 'total' },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('coins.markets')}
        </Typography.Title>
        <Table<CoinMarket>
          rowKey={(m) => `${m.kind}:${m.symbol}`}
          size="small"
          pagination={false}
          dataSource={coin.markets}
          locale={{ emptyText: <Empty description={t('coins.markets_empty')} /> }}
          columns={[
            {
              title: t('coins.market.kind'),
              key: 'kind',
              render: (_, m) => t(KIND_LABEL[m.kind]),
            },
            { title: t('coins.market.symbol'), dataIndex: 'symbol' },
            {
              title: t('coins.column.status'),
              key: 'open',
              render: (_, m) =>
                m.enabled && coin.listed ? (
                  <Tag color="success">{t('coins.open')}</Tag>
                ) : (
                  <Tag>{t('coins.closed')}</Tag>
                ),
            },
          ]}
        />
      </section>
    </Drawer>
  );
}

import {
  Alert,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Image,
  Skeleton,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQueueItem } from '../../api/generated/endpoints/admin-reviews/admin-reviews';
import type { ReviewItem, ReviewKind } from '../../api/generated/model';
import { formatTime, queueName } from './queueText';

interface Props {
  kind: ReviewKind;
  id: string;
  onClose: () => void;
  /** The approve and reject buttons (off when the operator's role may not decide). */
  actions: ReactNode;
  /** Still in the queue: decided items show no buttons. */
  pending: boolean;
}

const imageUrl = (id: string) => `/api/admin/images/${id}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** Every photo, full size on click, with zoom and rotation (antd's preview toolbar). */
function Photos({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  if (item.photos.length === 0) return <Empty description={t('item.no_photos')} />;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={16}>
        {item.photos.map((photo) => (
          <figure key={`${photo.key}-${photo.image_id}`} style={{ margin: 0 }}>
            <Image
              src={imageUrl(photo.image_id)}
              alt={t(`photo.${photo.key}`, { defaultValue: photo.key })} // i18n-dynamic: ReviewPhoto.key
              width={180}
              height={130}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
            <figcaption>
              <Typography.Text type="secondary">
                {t(`photo.${photo.key}`, { defaultValue: photo.key })}
              </Typography.Text>
            </figcaption>
          </figure>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

function Details({ item }: { item: ReviewItem }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatTime(at, i18n.language);
  return (
    <>
      {item.warnings.map((warning) => (
        <Alert
          key={warning.key + warning.rule}
          type="warning"
          showIcon
          title={t(`warning.${warning.key}_${warning.rule}`, {
            ...warning.params,
            defaultValue: warning.detail,
          })}
          style={{ marginBottom: 16 }}
        />
      ))}
      <Section title={t('item.facts')}>
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            {
              key: 'status',
              label: t('item.status'),
              children: t(`status.${item.status}`, { defaultValue: item.status }),
            },
            { key: 'created_at', label: t('queue.created_at'), children: when(item.created_at) },
            ...item.facts.map((fact) => ({
              key: fact.key,
              label: t(`fact.${fact.key}`, { defaultValue: fact.key }),
              children: (
                <Typography.Text copyable={fact.value.length > 20}>{fact.value}</Typography.Text>
              ),
            })),
          ]}
        />
      </Section>
      {item.user && (
        <Section title={t('item.user')}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'id', label: t('queue.id'), children: item.user.id },
              { key: 'kyc', label: t('item.kyc'), children: t(`kyc_level.${item.user.kyc}`) },
              { key: 'email', label: t('item.email'), children: item.user.email ?? '—' },
              { key: 'phone', label: t('item.phone'), children: item.user.phone ?? '—' },
            ]}
          />
        </Section>
      )}
      <Section title={t('item.photos')}>
        <Photos item={item} />
      </Section>
      {item.parties.length > 0 && (
        <Section title={t('item.parties')}>
          <Descriptions
            size="small"
            column={1}
            items={item.parties.map((party) => ({
              key: party.role,
              label: t(`party.${party.role}`),
              children: `#${party.user_id} · ${party.email ?? party.phone ?? '—'}`,
            }))}
          />
        </Section>
      )}
      {item.timeline.length > 0 && (
        <Section title={t('item.timeline')}>
          <Timeline
            items={item.timeline.map((event) => ({
              key: `${event.event}-${event.at}`,
              content: `${when(event.at)} · ${t(`event.${event.event}`, { defaultValue: event.event })}`,
            }))}
          />
        </Section>
      )}
      {item.balances.length > 0 && (
        <Section title={t('item.balances')}>
          <Table
            size="small"
            rowKey="currency"
            pagination={false}
            dataSource={item.balances}
            columns={[
              { title: t('fact.currency'), dataIndex: 'currency' },
              { title: t('item.available'), dataIndex: 'available', align: 'right' },
              { title: t('item.frozen'), dataIndex: 'frozen', align: 'right' },
            ]}
          />
        </Section>
      )}
      {item.journal.length > 0 && (
        <Section title={t('item.journal')}>
          <Table
            size="small"
            rowKey={(line) => `${line.at}-${line.kind}-${line.currency}-${line.amount}`}
            pagination={false}
            dataSource={item.journal}
            columns={[
              { title: t('audit.at'), dataIndex: 'at', render: when },
              { title: t('item.entry'), dataIndex: 'kind' },
              { title: t('fact.currency'), dataIndex: 'currency' },
              { title: t('fact.amount'), dataIndex: 'amount', align: 'right' },
            ]}
          />
        </Section>
      )}
    </>
  );
}

/** One item in full: what was submitted, by whom, every photo, and the decision buttons. */
export function ItemDrawer({ kind, id, onClose, actions, pending }: Props) {
  const { t } = useTranslation();
  const item = useAdminQueueItem(kind, id);
  return (
    <Drawer
      open
      size="large"
      title={
        <Flex gap={8} align="center">
          {`${queueName(t, kind)} #${id}`}
          {item.data && (
            <Tag>{t(`status.${item.data.status}`, { defaultValue: item.data.status })}</Tag>
          )}
        </Flex>
      }
      extra={pending ? actions : undefined}
      onClose={onClose}
    >
      {item.isPending && <Skeleton active />}
      {item.isError && (
        <Alert type="error" showIcon title={t('error.load', { message: item.error.message })} />
      )}
      {item.data && <Details item={item.data} />}
    </Drawer>
  );
}

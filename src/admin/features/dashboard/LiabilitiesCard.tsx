import { Alert, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminSnapshot } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';
import { Problems, RootHash, StatusTag } from '../liabilities/SnapshotParts';

function Published({ snapshot }: { snapshot: AdminSnapshot }) {
  const { t, i18n } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'status',
          label: t('liabilities.column.status'),
          children: <StatusTag snapshot={snapshot} />,
        },
        {
          key: 'taken_at',
          label: t('liabilities.column.taken_at'),
          children: formatTime(snapshot.taken_at, i18n.language),
        },
        {
          key: 'root',
          label: t('liabilities.column.root'),
          children: snapshot.root_hash ? <RootHash hash={snapshot.root_hash} /> : '—',
        },
        {
          key: 'accounts',
          label: t('liabilities.column.accounts'),
          children: snapshot.account_count,
        },
      ]}
    />
  );
}

/** The latest snapshot attempt: its root when published, a warning and why when refused. */
export function LiabilitiesCard({ latest }: { latest: AdminSnapshot | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      title={t('liabilities.title')}
      extra={<Link to="/liabilities">{t('liabilities.all')}</Link>}
      data-testid="liabilities-card"
    >
      {!latest && <Typography.Text type="secondary">{t('liabilities.none_yet')}</Typography.Text>}
      {latest?.status === 'published' && <Published snapshot={latest} />}
      {latest?.status === 'refused' && (
        <Alert
          type="error"
          showIcon
          title={t('liabilities.latest_refused', {
            time: formatTime(latest.taken_at, i18n.language),
          })}
          description={
            <>
              <Typography.Paragraph>{t('liabilities.latest_refused_hint')}</Typography.Paragraph>
              <Problems problems={latest.problems} />
            </>
          }
        />
      )}
    </Card>
  );
}

import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdminQueues } from '../../api/generated/endpoints/admin-reviews/admin-reviews';
import { QUEUE_REFRESH_MS } from '../../app/Shell';
import { byQueueOrder, queueName, roleName } from '../queues/queueText';

// What waits for a decision, per queue; the counts refresh by themselves.
export function DashboardPage() {
  const { t } = useTranslation();
  const queues = useAdminQueues({ query: { refetchInterval: QUEUE_REFRESH_MS } });
  return (
    <>
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <Typography.Title level={5}>{t('dashboard.queues')}</Typography.Title>
      {queues.isPending && <Skeleton active />}
      {queues.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: queues.error.message })}
          action={<Button onClick={() => void queues.refetch()}>{t('error.retry')}</Button>}
        />
      )}
      <Row gutter={[16, 16]}>
        {byQueueOrder(queues.data ?? []).map((queue) => (
          <Col key={queue.kind} xs={24} sm={12} xl={8}>
            <Card
              title={queueName(t, queue.kind)}
              extra={<Link to={`/queues/${queue.kind}`}>{t('queue.open')}</Link>}
            >
              <Statistic value={queue.pending} suffix={t('queue.pending_label')} />
              <Typography.Text type="secondary">
                {t('queue.decided_by', { role: roleName(t, queue.decided_by) })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

export default DashboardPage;

import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  List,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router-dom';
import {
  useAdminDashboard,
  useAdminReconcile,
} from '../../api/generated/endpoints/admin-dashboard/admin-dashboard';
import { useAdminQueues } from '../../api/generated/endpoints/admin-reviews/admin-reviews';
import type {
  JobStatus,
  LiveFigures,
  MoneyFlow,
  NotificationFigures,
  Operator,
} from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { QUEUE_REFRESH_MS } from '../../app/Shell';
import { byQueueOrder, formatTime, queueName, roleName } from '../queues/queueText';
import { LiabilitiesCard } from './LiabilitiesCard';
import {
  formatDuration,
  formatErrorRate,
  formatMs,
  formatRps,
  jobKey,
  LIVE_REFRESH_MS,
} from '../system/format';

function Flow({ title, flow }: { title: string; flow: MoneyFlow }) {
  const { t } = useTranslation();
  return (
    <Card title={title}>
      <Statistic value={flow.count} suffix={t('dashboard.items')} />
      {flow.by_currency.map((sum) => (
        <div key={sum.currency}>
          <Typography.Text>
            {sum.amount} {sum.currency}
          </Typography.Text>
        </div>
      ))}
    </Card>
  );
}

function Reconcile({ operator }: { operator: Operator }) {
  const { t, i18n } = useTranslation();
  const reconcile = useAdminReconcile();
  const allowed = roleAllows(operator.role, 'finance');
  const result = reconcile.data;
  return (
    <Card title={t('dashboard.ledger')}>
      <Tooltip title={allowed ? undefined : t('users.role_needed', { role: t('role.finance') })}>
        <Button
          type="primary"
          disabled={!allowed}
          loading={reconcile.isPending}
          onClick={() => reconcile.mutate()}
        >
          {t('dashboard.reconcile')}
        </Button>
      </Tooltip>
      {reconcile.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={t('queue.failed', { message: reconcile.error.message })}
        />
      )}
      {result && (
        <Alert
          style={{ marginTop: 16 }}
          type={result.ok ? 'success' : 'error'}
          showIcon
          title={
            result.ok
              ? t('dashboard.balanced', { accounts: result.accounts })
              : t('dashboard.unbalanced', { count: result.problems.length })
          }
          description={
            <>
              <Typography.Text type="secondary">
                {t('dashboard.checked_at', { time: formatTime(result.checked_at, i18n.language) })}
              </Typography.Text>
              {result.problems.length > 0 && (
                <List
                  size="small"
                  dataSource={result.problems}
                  renderItem={(problem) => (
                    <List.Item>
                      <Typography.Text code>{problem}</Typography.Text>
                    </List.Item>
                  )}
                />
              )}
            </>
          }
        />
      )}
    </Card>
  );
}

/** The cluster right now, summed over the instances that reported within a minute. */
function Live({ live }: { live: LiveFigures }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const lag = live.job_lag;
  const tiles = [
    ['dashboard.live_rps', formatRps(live.requests_per_second, lang)],
    ['dashboard.live_error_rate', formatErrorRate(live.error_rate, lang)],
    ['dashboard.live_latency', formatMs(live.p99_ms, lang)],
    ['dashboard.live_sockets', String(live.sockets)],
    ['dashboard.live_job_lag', formatDuration(t, lag.seconds)],
  ] as const;
  return (
    <Card
      title={t('dashboard.live')}
      extra={<Link to="/system">{t('dashboard.live_details')}</Link>}
      data-testid="live-figures"
    >
      <Row gutter={[16, 16]}>
        {tiles.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Statistic title={t(key)} value={value} />
          </Col>
        ))}
      </Row>
      <Typography.Text type={live.stale_instances > 0 ? 'warning' : 'secondary'}>
        {t('dashboard.live_instances', {
          instances: live.instances,
          stale: live.stale_instances,
          time: formatTime(live.as_of, lang),
        })}
        {' · '}
        {lag.job ? t('dashboard.live_job_behind', { job: lag.job }) : t('dashboard.live_on_time')}
      </Typography.Text>
    </Card>
  );
}

/** The last day's notifications: written to inboxes, pushes delivered and failed, and the
 * browsers dropped because their push service said they are gone. */
function Notifications({ figures }: { figures: NotificationFigures }) {
  const { t, i18n } = useTranslation();
  const stats = [
    ['dashboard.notif_sent', figures.sent],
    ['dashboard.notif_delivered', figures.push_delivered],
    ['dashboard.notif_failed', figures.push_failed],
    ['dashboard.notif_removed', figures.subscriptions_removed],
  ] as const;
  return (
    <Card
      title={t('dashboard.notifications')}
      extra={
        <Typography.Text type="secondary">
          {t('dashboard.notifications_since', {
            since: formatTime(figures.since, i18n.language),
          })}
        </Typography.Text>
      }
      data-testid="notification-figures"
    >
      <Row gutter={[16, 16]}>
        {stats.map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Statistic title={t(key)} value={value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function Jobs({ jobs }: { jobs: JobStatus[] }) {
  const { t, i18n } = useTranslation();
  const when = (at: string | null) => (at ? formatTime(at, i18n.language) : '—');
  return (
    <Table<JobStatus>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={jobs}
      columns={[
        {
          title: t('dashboard.job'),
          dataIndex: 'name',
          render: (name: string, job: JobStatus) => (
            <>
              <Typography.Text code>{name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t(jobKey(name), { defaultValue: job.description })}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('dashboard.every'),
          dataIndex: 'interval',
          width: 90,
          render: (interval: string | null) => interval?.replace(/^PT/, '').toLowerCase() ?? '—',
        },
        { title: t('dashboard.last_run'), dataIndex: 'last_run_at', render: when },
        { title: t('dashboard.last_ok'), dataIndex: 'last_ok_at', render: when },
        {
          title: t('dashboard.last_error'),
          key: 'error',
          render: (_: unknown, job: JobStatus) =>
            job.last_error ? (
              <Typography.Text type="danger">
                {when(job.last_error_at)} · {job.last_error}
              </Typography.Text>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

// What waits for a decision, today's money in and out and sign-ups, the cluster's live figures,
// the last day's notifications, the ledger's own audit, the latest proof of liabilities, and the
// background jobs; counts and figures refresh by themselves (every 10 s, as the servers' heartbeats).
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const operator = useOutletContext<Operator>();
  const queues = useAdminQueues({ query: { refetchInterval: QUEUE_REFRESH_MS } });
  const dashboard = useAdminDashboard({ query: { refetchInterval: LIVE_REFRESH_MS } });
  const failed = queues.error ?? dashboard.error;
  const today = dashboard.data?.today;
  const notifications = dashboard.data?.notifications;
  return (
    <>
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: failed.message })}
          action={
            <Button onClick={() => void Promise.all([queues.refetch(), dashboard.refetch()])}>
              {t('error.retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Title level={5}>{t('dashboard.queues')}</Typography.Title>
      {queues.isPending && <Skeleton active />}
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
      {today && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('dashboard.today', { since: formatTime(today.since, i18n.language) })}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={8}>
              <Flow title={t('dashboard.deposits')} flow={today.deposits} />
            </Col>
            <Col xs={24} sm={8}>
              <Flow title={t('dashboard.withdrawals')} flow={today.withdrawals} />
            </Col>
            <Col xs={24} sm={8}>
              <Card title={t('dashboard.sign_ups')}>
                <Statistic value={today.sign_ups} />
              </Card>
            </Col>
          </Row>
        </>
      )}
      {dashboard.data && (
        <div style={{ marginTop: 24 }}>
          <Live live={dashboard.data.live} />
        </div>
      )}
      {notifications && (
        <div style={{ marginTop: 24 }}>
          <Notifications figures={notifications} />
        </div>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Reconcile operator={operator} />
            {dashboard.data && <LiabilitiesCard latest={dashboard.data.liabilities} />}
          </Flex>
        </Col>
        <Col xs={24} xl={16}>
          <Card title={t('dashboard.jobs')}>
            {dashboard.data ? <Jobs jobs={dashboard.data.jobs} /> : <Skeleton active />}
          </Card>
        </Col>
      </Row>
    </>
  );
}

export default DashboardPage;

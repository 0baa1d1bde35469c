import { Alert, Button, Card, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminSystem } from '../../api/generated/endpoints/admin-dashboard/admin-dashboard';
import type { JobLag, ServerInstance } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';
import {
  formatDuration,
  formatErrorRate,
  formatMemory,
  formatMs,
  formatRps,
  jobKey,
  LIVE_REFRESH_MS,
} from './format';

function Instances({ instances }: { instances: ServerInstance[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table<ServerInstance>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: true }}
      dataSource={instances}
      columns={[
        {
          title: t('system.instance'),
          key: 'instance',
          render: (_: unknown, instance: ServerInstance) => (
            <>
              <Typography.Text strong>{instance.host}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('system.pid', { pid: instance.pid })}
              </Typography.Text>
              {instance.current && <Tag style={{ marginInlineStart: 8 }}>{t('system.this')}</Tag>}
              <br />
              <Typography.Text type="secondary" code>
                {instance.id}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('system.state'),
          dataIndex: 'stale',
          render: (stale: boolean) =>
            stale ? (
              <Tag color="error">{t('system.stale')}</Tag>
            ) : (
              <Tag color="success">{t('system.fresh')}</Tag>
            ),
        },
        { title: t('system.version'), dataIndex: 'version' },
        {
          title: t('system.uptime'),
          key: 'uptime',
          render: (_: unknown, instance: ServerInstance) => (
            <>
              {formatDuration(t, instance.uptime_seconds)}
              <br />
              <Typography.Text type="secondary">
                {t('system.started', { time: formatTime(instance.started_at, lang) })}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('system.last_seen'),
          dataIndex: 'last_seen_at',
          render: (at: string) => formatTime(at, lang),
        },
        {
          title: t('system.rps'),
          dataIndex: 'requests_per_second',
          align: 'right',
          render: (value: number) => formatRps(value, lang),
        },
        {
          title: t('system.error_rate'),
          dataIndex: 'error_rate',
          align: 'right',
          render: (value: number) => formatErrorRate(value, lang),
        },
        {
          title: t('system.latency'),
          dataIndex: 'p99_ms',
          align: 'right',
          render: (value: number | null) => formatMs(value, lang),
        },
        { title: t('system.sockets'), dataIndex: 'sockets', align: 'right' },
        {
          title: t('system.memory'),
          dataIndex: 'memory_bytes',
          align: 'right',
          render: (bytes: number) => formatMemory(bytes, lang),
        },
      ]}
    />
  );
}

function JobLags({ jobs }: { jobs: JobLag[] }) {
  const { t, i18n } = useTranslation();
  const when = (at: string | null) => (at ? formatTime(at, i18n.language) : '—');
  return (
    <Table<JobLag>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={jobs}
      columns={[
        {
          title: t('system.job'),
          dataIndex: 'name',
          render: (name: string) => (
            <>
              <Typography.Text code>{name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t(jobKey(name), { defaultValue: '' })}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('system.period'),
          dataIndex: 'period_seconds',
          render: (seconds: number | null) => (seconds === null ? '—' : formatDuration(t, seconds)),
        },
        { title: t('system.last_run'), dataIndex: 'last_run_at', render: when },
        {
          title: t('system.lag'),
          dataIndex: 'lag_seconds',
          render: (lag: number | null) =>
            lag === null ? (
              '—'
            ) : lag === 0 ? (
              <Tag color="success">{t('system.on_time')}</Tag>
            ) : (
              <Tag color="warning">{formatDuration(t, lag)}</Tag>
            ),
        },
        {
          title: t('system.last_error'),
          key: 'error',
          render: (_: unknown, job: JobLag) =>
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

// Every server instance as its heartbeat last recorded it (stale ones marked), and how late each
// background job is; refreshed with the heartbeats.
export function SystemPage() {
  const { t, i18n } = useTranslation();
  const system = useAdminSystem({ query: { refetchInterval: LIVE_REFRESH_MS } });
  const data = system.data;
  const stale = data?.instances.some((instance) => instance.stale) ?? false;
  return (
    <>
      <Typography.Title level={3}>{t('system.title')}</Typography.Title>
      {system.error && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: system.error.message })}
          action={<Button onClick={() => void system.refetch()}>{t('error.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {stale && (
        <Alert
          type="warning"
          showIcon
          title={t('system.stale_note')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card
        title={t('system.instances')}
        extra={
          data && (
            <Typography.Text type="secondary">
              {t('system.as_of', { time: formatTime(data.as_of, i18n.language) })}
            </Typography.Text>
          )
        }
      >
        {data ? <Instances instances={data.instances} /> : <Skeleton active />}
      </Card>
      <Card title={t('system.jobs')} style={{ marginTop: 24 }}>
        {data ? <JobLags jobs={data.jobs} /> : <Skeleton active />}
      </Card>
    </>
  );
}

export default SystemPage;

import { Alert, Button, Col, Empty, Form, Input, Row, Table, Typography } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useAdminAuditLog } from '../../api/generated/endpoints/admin-audit/admin-audit';
import type { AdminAuditLogParams, AuditEntry } from '../../api/generated/model';
import { FormikItem } from '../../components/FormikItem';
import { formatTime } from '../queues/queueText';

const PAGE_SIZE = 20;
const FILTERS = ['actor', 'action', 'target_type', 'target_id'] as const;
const FILTER_LABELS = {
  actor: 'audit.actor',
  action: 'audit.action',
  target_type: 'audit.target_type',
  target_id: 'audit.target_id',
} as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { actor: '', action: '', target_type: '', target_id: '' };

// The contract's limits on each filter (paths/admin.yaml, audit).
const filterSchema = (max: (n: number) => string) =>
  yup.object({
    actor: yup.string().max(254, max(254)),
    action: yup.string().max(64, max(64)),
    target_type: yup.string().max(64, max(64)),
    target_id: yup.string().max(64, max(64)),
  });

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** Every operator action, newest first, with who, when, from where, what and why. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const params: AdminAuditLogParams = { page, limit: PAGE_SIZE };
  for (const key of FILTERS) if (filters[key].trim()) params[key] = filters[key].trim();
  const log = useAdminAuditLog(params, { query: { placeholderData: keepPreviousData } });

  const columns = [
    {
      title: t('audit.at'),
      dataIndex: 'at',
      width: 180,
      render: (at: string) => formatTime(at, i18n.language),
    },
    { title: t('audit.actor'), dataIndex: 'actor' },
    { title: t('audit.action'), dataIndex: 'action' },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_: unknown, entry: AuditEntry) => `${entry.target_type} #${entry.target_id}`,
    },
    { title: t('audit.reason'), dataIndex: 'reason', render: (r: string | null) => r ?? '—' },
    { title: t('audit.ip'), dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? '—' },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('audit.title')}</Typography.Title>
      <Formik
        initialValues={EMPTY}
        validationSchema={filterSchema((max) => t('form.max_chars', { max }))}
        onSubmit={(values) => {
          setFilters(values);
          setPage(1);
        }}
        onReset={() => {
          setFilters(EMPTY);
          setPage(1);
        }}
      >
        {(formik) => (
          <Form layout="vertical" onFinish={() => formik.handleSubmit()}>
            <Row gutter={16} align="bottom">
              {FILTERS.map((key) => (
                <Col key={key} xs={24} sm={12} lg={5}>
                  <FormikItem name={key} label={t(FILTER_LABELS[key])}>
                    <Input allowClear />
                  </FormikItem>
                </Col>
              ))}
              <Col xs={24} lg={4}>
                <Form.Item>
                  <Button type="primary" htmlType="submit">
                    {t('audit.search')}
                  </Button>{' '}
                  <Button onClick={() => formik.resetForm()}>{t('audit.clear')}</Button>
                </Form.Item>
              </Col>
            </Row>
          </Form>
        )}
      </Formik>
      {log.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: log.error.message })}
          action={<Button onClick={() => void log.refetch()}>{t('error.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={log.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: <Empty description={t('audit.empty')} /> }}
        expandable={{
          expandedRowRender: (entry) => (
            <Row gutter={16}>
              <Col span={12}>
                <Typography.Text strong>{t('audit.before')}</Typography.Text>
                <pre>{json(entry.before)}</pre>
              </Col>
              <Col span={12}>
                <Typography.Text strong>{t('audit.after')}</Typography.Text>
                <pre>{json(entry.after)}</pre>
              </Col>
            </Row>
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </>
  );
}

export default AuditPage;

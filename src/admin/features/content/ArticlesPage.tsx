import { Alert, Button, Empty, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutletContext } from 'react-router-dom';
import {
  useAdminArticleCategories,
  useAdminArticles,
} from '../../api/generated/endpoints/admin-content/admin-content';
import type { ArticleRow, ArticleStatus, NewsKind, Operator } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { formatTime } from '../queues/queueText';
import { KIND_LABEL, STATUS_COLOR, STATUS_LABEL } from './labels';
import { TranslationTags } from './TranslationTags';

const PAGE_SIZE = 20;

/** Every article of every board, filtered by board and status, with its translations' state. */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const operator = useOutletContext<Operator>();
  const [kind, setKind] = useState<NewsKind>();
  const [categoryId, setCategoryId] = useState<number>();
  const [status, setStatus] = useState<ArticleStatus>();
  const [page, setPage] = useState(1);
  const categories = useAdminArticleCategories();
  const articles = useAdminArticles(
    { kind, category_id: categoryId, status, page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const mayWrite = roleAllows(operator.role, 'editor');
  const when = (at: string) => formatTime(at, i18n.language);

  const columns = [
    {
      title: t('content.col_title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, a: ArticleRow) => <Link to={`/content/${a.id}`}>{title}</Link>,
    },
    {
      title: t('content.col_category'),
      key: 'category',
      render: (_: unknown, a: ArticleRow) => `${t(KIND_LABEL[a.kind])} · ${a.category}`,
    },
    {
      title: t('content.col_status'),
      key: 'status',
      render: (_: unknown, a: ArticleRow) => (
        <Flex vertical gap={2} align="flex-start">
          <Tag color={STATUS_COLOR[a.status]}>{t(STATUS_LABEL[a.status])}</Tag>
          {a.published_at && (
            <Typography.Text type="secondary">{when(a.published_at)}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('content.col_flags'),
      key: 'flags',
      render: (_: unknown, a: ArticleRow) => (
        <Flex wrap gap={4}>
          {a.pinned && <Tag color="blue">{t('content.pinned')}</Tag>}
          {a.on_home && <Tag color="blue">{t('content.on_home_tag')}</Tag>}
          {a.on_banner && <Tag color="purple">{t('content.banner_tag')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('content.col_translations'),
      key: 'translations',
      render: (_: unknown, a: ArticleRow) => <TranslationTags statuses={a.translation_status} />,
    },
    {
      title: t('content.col_updated'),
      dataIndex: 'updated_at',
      key: 'updated_at',
      render: when,
    },
  ];

  const newButton = (
    <Button type="primary" disabled={!mayWrite} onClick={() => navigate('/content/new')}>
      {t('content.new')}
    </Button>
  );
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('content.title')}</Typography.Title>
        {mayWrite ? (
          newButton
        ) : (
          <Tooltip title={t('users.role_needed', { role: t('role.editor') })}>{newButton}</Tooltip>
        )}
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select<NewsKind | 'all'>
          aria-label={t('content.filter_kind')}
          style={{ width: 200 }}
          value={kind ?? 'all'}
          onChange={(value) => {
            setPage(1);
            setCategoryId(undefined);
            setKind(value === 'all' ? undefined : value);
          }}
          options={[
            { value: 'all', label: t('content.all_kinds') },
            ...(Object.keys(KIND_LABEL) as NewsKind[]).map((k) => ({
              value: k,
              label: t(KIND_LABEL[k]),
            })),
          ]}
        />
        <Select<number>
          aria-label={t('content.filter_category')}
          style={{ width: 240 }}
          value={categoryId ?? 0}
          onChange={(value) => {
            setPage(1);
            setCategoryId(value || undefined);
          }}
          options={[
            { value: 0, label: t('content.all_categories') },
            ...(categories.data ?? [])
              .filter((c) => !kind || c.kind === kind)
              .map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Select<ArticleStatus | 'all'>
          aria-label={t('content.filter_status')}
          style={{ width: 200 }}
          value={status ?? 'all'}
          onChange={(value) => {
            setPage(1);
            setStatus(value === 'all' ? undefined : value);
          }}
          options={[
            { value: 'all', label: t('content.all_statuses') },
            ...(Object.keys(STATUS_LABEL) as ArticleStatus[]).map((s) => ({
              value: s,
              label: t(STATUS_LABEL[s]),
            })),
          ]}
        />
      </Flex>
      <Typography.Paragraph type="secondary">{t('content.legend')}</Typography.Paragraph>
      {articles.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error.load', { message: articles.error.message })}
          action={<Button onClick={() => void articles.refetch()}>{t('error.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ArticleRow>
        rowKey="id"
        loading={articles.isFetching}
        dataSource={articles.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: <Empty description={t('content.none')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: articles.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </>
  );
}

export default ArticlesPage;

import { Badge, Button, Flex, Layout, Menu, Result, Skeleton, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminSignOut } from '../api/generated/endpoints/admin-auth/admin-auth';
import { useAdminQueues } from '../api/generated/endpoints/admin-reviews/admin-reviews';
import { setCsrfToken } from '../api/http';
import { LanguageSelect } from './LanguageSelect';
import { useOperator } from './operator';
import { roleAllows } from './roles';
import { byQueueOrder } from '../features/queues/queueText';

/** The menu entry of a page: a user's page is under Users, an article's under Content. */
const sectionOf = (pathname: string) =>
  pathname.startsWith('/users/')
    ? '/users'
    : pathname.startsWith('/content/')
      ? '/content'
      : pathname;

/** How often the pending counts refresh by themselves (a new deposit shows up without a reload). */
export const QUEUE_REFRESH_MS = 10_000;

// The signed-in frame: the menu with each queue's pending count, the operator and sign-out.
export function Shell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const me = useOperator();
  const queues = useAdminQueues({
    query: { enabled: !!me.data, refetchInterval: QUEUE_REFRESH_MS },
  });
  const signOut = useAdminSignOut();

  if (me.isPending) return <Skeleton active style={{ padding: 48 }} />;
  if (!me.data) {
    // 401: the session ended (or never was); anything else is worth saying.
    if (me.error && 'status' in me.error && me.error.status !== 401)
      return <Result status="error" title={t('error.load', { message: me.error.message })} />;
    return <Navigate to="/sign-in" replace />;
  }

  const items = [
    { key: '/', label: <Link to="/">{t('nav.dashboard')}</Link> },
    {
      key: 'reviews',
      label: t('nav.reviews'),
      type: 'group' as const,
      children: byQueueOrder(queues.data ?? []).map((queue) => ({
        key: `/queues/${queue.kind}`,
        label: (
          <Link to={`/queues/${queue.kind}`}>
            <Flex justify="space-between" align="center">
              {t(`queue.${queue.kind}`)}
              <Badge count={queue.pending} size="small" />
            </Flex>
          </Link>
        ),
      })),
    },
    { key: '/users', label: <Link to="/users">{t('nav.users')}</Link> },
    { key: '/adjustments', label: <Link to="/adjustments">{t('nav.adjustments')}</Link> },
    { key: '/content', label: <Link to="/content">{t('content.nav')}</Link> },
    { key: '/messages', label: <Link to="/messages">{t('broadcast.nav')}</Link> },
    {
      key: 'products',
      label: t('nav.products'),
      type: 'group' as const,
      children: [
        { key: '/products/trust', label: <Link to="/products/trust">{t('products.nav')}</Link> },
        {
          key: '/products/projects',
          label: <Link to="/products/projects">{t('projects.nav')}</Link>,
        },
        {
          key: '/products/miners',
          label: <Link to="/products/miners">{t('mining.nav_miners')}</Link>,
        },
        {
          key: '/products/pledge',
          label: <Link to="/products/pledge">{t('mining.nav_pledge')}</Link>,
        },
        { key: '/products/copy', label: <Link to="/products/copy">{t('copytrade.nav')}</Link> },
        {
          key: '/products/options',
          label: <Link to="/products/options">{t('derivatives.nav_options')}</Link>,
        },
        {
          key: '/products/lever',
          label: <Link to="/products/lever">{t('derivatives.nav_lever')}</Link>,
        },
        {
          key: '/products/partners',
          label: <Link to="/products/partners">{t('partners.nav')}</Link>,
        },
      ],
    },
    {
      key: 'markets',
      label: t('nav.markets'),
      type: 'group' as const,
      children: [
        { key: '/coins', label: <Link to="/coins">{t('coins.nav')}</Link> },
        { key: '/markets/spot', label: <Link to="/markets/spot">{t('markets.nav_spot')}</Link> },
        { key: '/otc/merchants', label: <Link to="/otc/merchants">{t('merchants.nav')}</Link> },
        // OTC terms are settings: the admin's alone, like the settings page.
        ...(roleAllows(me.data.role, 'admin')
          ? [{ key: '/otc/terms', label: <Link to="/otc/terms">{t('markets.nav_otc')}</Link> }]
          : []),
      ],
    },
    { key: '/audit', label: <Link to="/audit">{t('nav.audit')}</Link> },
    { key: '/liabilities', label: <Link to="/liabilities">{t('liabilities.nav')}</Link> },
    { key: '/system', label: <Link to="/system">{t('system.nav')}</Link> },
    // Settings are the admin's alone (the server refuses other roles too).
    ...(roleAllows(me.data.role, 'admin')
      ? [{ key: '/settings', label: <Link to="/settings">{t('settings.nav')}</Link> }]
      : []),
  ];

  const leave = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    setCsrfToken(undefined);
    client.clear();
    navigate('/sign-in', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={240} theme="light" breakpoint="lg" collapsedWidth={0}>
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
          {t('product')}
        </Typography.Title>
        <Menu mode="inline" selectedKeys={[sectionOf(pathname)]} items={items} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
          <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
            <Typography.Text data-testid="operator-email">{me.data.email}</Typography.Text>
            <Tag color="blue">{t(`role.${me.data.role}`)}</Tag>
            <LanguageSelect />
            <Button onClick={() => void leave()}>{t('auth.sign_out')}</Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: '0 24px 24px' }}>
          <Suspense fallback={<Skeleton active />}>
            <Outlet context={me.data} />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Shell } from './Shell';

// The console's route table (hash routing under /admin/): sign-in and enrolment outside the
// frame, every other screen inside it, each screen its own chunk.
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const EnrolPage = lazy(() => import('../features/auth/EnrolPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const QueuePage = lazy(() => import('../features/queues/QueuePage'));
const AuditPage = lazy(() => import('../features/audit/AuditPage'));
const UsersPage = lazy(() => import('../features/users/UsersPage'));
const UserPage = lazy(() => import('../features/users/UserPage'));
const AdjustmentsPage = lazy(() => import('../features/users/AdjustmentsPage'));
const ArticlesPage = lazy(() => import('../features/content/ArticlesPage'));
const ArticleEditPage = lazy(() => import('../features/content/ArticleEditPage'));
const BroadcastPage = lazy(() => import('../features/content/BroadcastPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const TrustProductsPage = lazy(() => import('../features/products/TrustProductsPage'));
const ProjectsPage = lazy(() => import('../features/projects/ProjectsPage'));
const MinersPage = lazy(() => import('../features/mining/MinersPage'));
const PledgeProductsPage = lazy(() => import('../features/mining/PledgeProductsPage'));
const OptionDurationsPage = lazy(() => import('../features/derivatives/OptionDurationsPage'));
const LeverMarketsPage = lazy(() => import('../features/derivatives/LeverMarketsPage'));
const PartnerLevelsPage = lazy(() => import('../features/partners/PartnerLevelsPage'));
const OtcMerchantsPage = lazy(() => import('../features/otc/OtcMerchantsPage'));
const CoinsPage = lazy(() => import('../features/coins/CoinsPage'));
const SpotPairsPage = lazy(() => import('../features/markets/SpotPairsPage'));
const OtcTermsPage = lazy(() => import('../features/markets/OtcTermsPage'));
const CopyTradersPage = lazy(() => import('../features/copytrade/CopyTradersPage'));
const SystemPage = lazy(() => import('../features/system/SystemPage'));
const LiabilitiesPage = lazy(() => import('../features/liabilities/LiabilitiesPage'));

export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol/:token', element: <EnrolPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'queues/:kind', element: <QueuePage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'users/:id', element: <UserPage /> },
      { path: 'adjustments', element: <AdjustmentsPage /> },
      { path: 'content', element: <ArticlesPage /> },
      { path: 'content/new', element: <ArticleEditPage /> },
      { path: 'content/:id', element: <ArticleEditPage /> },
      { path: 'messages', element: <BroadcastPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'liabilities', element: <LiabilitiesPage /> },
      { path: 'system', element: <SystemPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'products/trust', element: <TrustProductsPage /> },
      { path: 'products/projects', element: <ProjectsPage /> },
      { path: 'products/miners', element: <MinersPage /> },
      { path: 'products/pledge', element: <PledgeProductsPage /> },
      { path: 'products/copy', element: <CopyTradersPage /> },
      { path: 'products/options', element: <OptionDurationsPage /> },
      { path: 'products/lever', element: <LeverMarketsPage /> },
      { path: 'products/partners', element: <PartnerLevelsPage /> },
      { path: 'otc/merchants', element: <OtcMerchantsPage /> },
      { path: 'coins', element: <CoinsPage /> },
      { path: 'markets/spot', element: <SpotPairsPage /> },
      { path: 'otc/terms', element: <OtcTermsPage /> },
    ],
  },
];

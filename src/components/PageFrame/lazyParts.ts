// The page frame's parts that load on first use, named once so that the first route's preload
// (src/app/routes/preloadCurrent.ts) can start them together with the page.

/** antd-mobile's TabBar and its icons: every tab page shows it. */
export const loadTabBar = () => import('../TabBar/TabBar');

/** The pull gesture (with its spring animation), for the pages that refresh by pulling. */
export const loadPullToRefresh = () => import('antd-mobile/es/components/pull-to-refresh');

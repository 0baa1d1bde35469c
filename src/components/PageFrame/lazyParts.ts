// The page frame's parts that load on first use, named once so that the first route's preload
// (src/app/routes/preloadCurrent.ts) can start them together with the page.
import type { ComponentType } from 'react';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';

/** antd-mobile's TabBar and its icons: every tab page shows it. */
export const loadTabBar = () => import('../TabBar/TabBar');

type PullToRefresh = ComponentType<PullToRefreshProps>;
let pullToRefresh: PullToRefresh | undefined;

/** The pull gesture (with its spring animation), for the pages that refresh by pulling. */
export const loadPullToRefresh = (): Promise<PullToRefresh> =>
  import('antd-mobile/es/components/pull-to-refresh').then((m) => (pullToRefresh = m.default));

/** The pull gesture if it has arrived. */
export const loadedPullToRefresh = (): PullToRefresh | undefined => pullToRefresh;

/**
 * A page that refreshes by pulling loads the gesture with its own code, so it is drawn inside the
 * gesture from its first render: wrapped in it afterwards, the whole page would be built again
 * (Lighthouse saw Home drawn twice on a first load).
 */
export const withPullToRefresh =
  <Page>(importer: () => Promise<Page>) =>
  (): Promise<Page> =>
    Promise.all([importer(), loadPullToRefresh()]).then(([page]) => page);

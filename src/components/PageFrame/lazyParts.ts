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

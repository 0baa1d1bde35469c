import { createElement, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isTabPath } from '../../lib/paths';
import { ThemeScope } from '../theme/ThemeScope';
import { loadedPullToRefresh, loadPullToRefresh, loadTabBar } from './lazyParts';
import styles from './PageFrame.module.css';

// The tab bar (antd-mobile's TabBar and its icons) is fetched by the first tab page, not by the
// sign-in pages (and by the first route's preload, alongside the page); the frame keeps its space
// (withTabBar), so nothing moves when it arrives.
const TabBar = lazy(() => loadTabBar().then((m) => ({ default: m.TabBar })));

export interface PageFrameProps {
  /** The header, usually a <NavBar>; it stays on top and clears the notch (safe-area inset). */
  nav?: ReactNode;
  children?: ReactNode;
  /** Enables pull-to-refresh on the pages the spec names; the spinner stays until it settles. */
  onRefresh?: () => Promise<unknown>;
  /** Drawn in the dark palette whatever the theme (the leverage page): a dark theme scope. */
  dark?: boolean;
  /** Show the bottom tab bar; by default only on the five tab pages. */
  tabBar?: boolean;
  /** Extra class on the content area (padding, gaps). */
  className?: string;
}

/**
 * The content inside the pull gesture (it brings gesture code, so only the pages that pull load
 * it). Their routes load it with the page (withPullToRefresh), so it is there from the first
 * render; content drawn without it (a story) is wrapped once it arrives.
 */
function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [gesture, setGesture] = useState(loadedPullToRefresh);
  useEffect(() => {
    if (gesture) return;
    let mounted = true;
    void loadPullToRefresh().then((loaded) => mounted && setGesture(() => loaded));
    return () => {
      mounted = false;
    };
  }, [gesture]);
  if (!gesture) return children;
  return createElement(gesture, { onRefresh: async () => void (await onRefresh()) }, children);
}

export function PageFrame({
  nav,
  children,
  onRefresh,
  dark = false,
  tabBar,
  className,
}: PageFrameProps) {
  const { pathname } = useLocation();
  const withTabBar = tabBar ?? isTabPath(pathname);
  const classes = [styles.frame, withTabBar ? styles.withTabBar : '', nav ? '' : styles.noNav]
    .filter(Boolean)
    .join(' ');

  const content = (
    <main className={[styles.content, className].filter(Boolean).join(' ')}>{children}</main>
  );

  const frame = (
    <>
      {nav && <div className={styles.header}>{nav}</div>}
      {onRefresh ? <Refreshable onRefresh={onRefresh}>{content}</Refreshable> : content}
      {withTabBar && (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
    </>
  );

  // The dark page is a dark theme scope: every token variable (and antd-mobile's) takes its dark
  // value inside, and useThemeColors() answers dark there.
  return dark ? (
    <ThemeScope scheme="dark" className={classes}>
      {frame}
    </ThemeScope>
  ) : (
    <div className={classes}>{frame}</div>
  );
}

export default PageFrame;

import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isTabPath } from '../../lib/paths';
import { TabBar } from '../TabBar/TabBar';
import styles from './PageFrame.module.css';

// Fetched only by the pages that ask for pull-to-refresh (it brings gesture code), so the others
// (the sign-in pages) skip it.
const PullToRefresh = lazy(() => import('antd-mobile/es/components/pull-to-refresh'));

export interface PageFrameProps {
  /** The header, usually a <NavBar>; it stays on top and clears the notch (safe-area inset). */
  nav?: ReactNode;
  children?: ReactNode;
  /** Enables pull-to-refresh on the pages the spec names; the spinner stays until it settles. */
  onRefresh?: () => Promise<unknown>;
  /** Dark background and light text (the leverage page). */
  dark?: boolean;
  /** Show the bottom tab bar; by default only on the five tab pages. */
  tabBar?: boolean;
  /** Extra class on the content area (padding, gaps). */
  className?: string;
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
  const classes = [
    styles.frame,
    dark ? styles.dark : '',
    withTabBar ? styles.withTabBar : '',
    nav ? '' : styles.noNav,
  ];

  const content = (
    <main className={[styles.content, className].filter(Boolean).join(' ')}>{children}</main>
  );

  return (
    <div className={classes.filter(Boolean).join(' ')} data-theme={dark ? 'dark' : undefined}>
      {nav && <div className={styles.header}>{nav}</div>}
      {onRefresh ? (
        // Until its code has arrived the content shows without the pull gesture.
        <Suspense fallback={content}>
          <PullToRefresh onRefresh={async () => void (await onRefresh())}>{content}</PullToRefresh>
        </Suspense>
      ) : (
        content
      )}
      {withTabBar && <TabBar />}
    </div>
  );
}

export default PageFrame;

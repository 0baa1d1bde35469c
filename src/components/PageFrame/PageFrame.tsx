import {
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { firstScreenSettled } from '../../lib/firstScreen';
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
 * The content inside the pull gesture (it brings gesture and spring code, so only the pages that
 * pull load it, and only once the first screen has settled: on Home that code and its first run
 * cost about 40 ms of a throttled phone's first render). The page is drawn through a portal into
 * an element of its own, which sits in a plain slot until the gesture arrives and then moves into
 * the gesture's slot: wrapping the page itself afterwards would build it all again. The slot comes
 * before the portal, so the element is in the document before the page's layout effects measure.
 */
function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [gesture, setGesture] = useState(loadedPullToRefresh);
  const [page] = useState(() => document.createElement('div'));
  useEffect(() => {
    if (gesture) return;
    let mounted = true;
    void firstScreenSettled()
      .then(loadPullToRefresh)
      .then(
        (loaded) => mounted && setGesture(() => loaded),
        () => {}, // offline or a new deploy: the page stays, without the gesture
      );
    return () => {
      mounted = false;
    };
  }, [gesture]);
  // Taking an element out of the document blurs what has focus inside it: the old slot lets go
  // (before React removes it) noting that, and the new one gives it back.
  const refocus = useRef<Element | null>(null);
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (!slot) {
        refocus.current = page.contains(document.activeElement) ? document.activeElement : null;
        return;
      }
      if (page.parentNode !== slot) slot.appendChild(page);
      const focused = refocus.current;
      refocus.current = null;
      if (focused instanceof HTMLElement && focused !== document.activeElement)
        focused.focus({ preventScroll: true });
    },
    [page],
  );
  const slot = <div ref={attach} />;
  return (
    <>
      {gesture
        ? createElement(gesture, { onRefresh: async () => void (await onRefresh()) }, slot)
        : slot}
      {createPortal(children, page)}
    </>
  );
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

import { type KeyboardEvent, useRef } from 'react';
import styles from './SegmentedTabs.module.css';

export interface SegmentedTab<K extends string> {
  key: K;
  title: string;
}

export interface SegmentedTabsProps<K extends string> {
  tabs: readonly SegmentedTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  'aria-label': string;
  className?: string;
}

/**
 * A row of tabs with an underline under the active one (WAI-ARIA tabs: arrow keys, Home, End).
 * antd-mobile's Tabs animates its line with react-spring (about 20 KB gzip), too much for the
 * small switches on sign-in and list pages; this one is plain CSS.
 */
export function SegmentedTabs<K extends string>({
  tabs,
  activeKey,
  onChange,
  className,
  'aria-label': label,
}: SegmentedTabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(tab.key);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(' ')}
    >
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}

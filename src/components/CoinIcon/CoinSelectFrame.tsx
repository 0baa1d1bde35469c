import type { ReactNode } from 'react';
import { CoinIcon } from './CoinIcon';
import styles from './CoinIcon.module.css';

/**
 * Around a native coin <select> (the system wheel on phones): the chosen coin's icon drawn in the
 * box before its text, since an <option> holds text only. The icon is decorative (the select
 * names the coin); the select gets room for it on the left.
 */
export function CoinSelectFrame({ symbol, children }: { symbol?: string; children: ReactNode }) {
  return (
    <div className={styles.selectFrame} data-with-icon={symbol ? '' : undefined}>
      {symbol && <CoinIcon symbol={symbol} size={24} className={styles.selectIcon} />}
      {children}
    </div>
  );
}

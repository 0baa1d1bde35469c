import type { ReactNode } from 'react';
import styles from './deposit.module.css';

/** Label and value pairs (a receiving account, a deposit's details). */
export function DetailRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import styles from './otc.module.css';

export type Row = [label: string, value: ReactNode];

/** Label and value pairs (an order's fields, an ad's terms, a receiving account). */
export function DetailRows({ rows, label }: { rows: (Row | false | null)[]; label?: string }) {
  return (
    <dl className={styles.rows} aria-label={label}>
      {rows
        .filter((row): row is Row => Boolean(row))
        .map(([name, value]) => (
          <div key={name} className={styles.rowLine}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

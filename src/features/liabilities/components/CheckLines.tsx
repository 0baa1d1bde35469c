import type { ReactNode } from 'react';
import { HashText } from './HashText';
import styles from './liabilities.module.css';

/** Labelled hashes under a check's title ("Sibling 3fa0…", "Result 91c2…"). */
export function CheckLines({ lines }: { lines: [label: string, hash: string | ReactNode][] }) {
  return (
    <span className={styles.stepLines}>
      {lines.map(([label, value]) => (
        <span key={label} className={styles.stepLine}>
          <span>{label}</span>
          {typeof value === 'string' ? <HashText hash={value} short /> : value}
        </span>
      ))}
    </span>
  );
}

import styles from './liabilities.module.css';

const shorten = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-10)}`;

/** A SHA-256 hash in hex: shortened to its ends (the whole in a tooltip), or whole and wrapping. */
export function HashText({ hash, short = false }: { hash: string; short?: boolean }) {
  return short ? (
    <code className={styles.hash} title={hash}>
      {shorten(hash)}
    </code>
  ) : (
    <code className={`${styles.hash} ${styles.hashWhole}`}>{hash}</code>
  );
}

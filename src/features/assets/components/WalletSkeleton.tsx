import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './assets.module.css';

/** The wallet's card while the accounts load (Assets and a coin's page). */
export function WalletSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

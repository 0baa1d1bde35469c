import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './deposit.module.css';

export function PageSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './kyc.module.css';

export function KycSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

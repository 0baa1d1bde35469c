import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { GatePrompt, gateOf } from './GatePrompt';
import styles from './withdraw.module.css';

interface PageBodyProps {
  query: { isPending: boolean; isError: boolean; data?: WithdrawInfo; refetch: () => unknown };
  children: (info: WithdrawInfo) => ReactNode;
}

/** Loading, error with retry, the first unmet gate, or the page's form. */
export function PageBody({ query, children }: PageBodyProps) {
  const { t } = useTranslation('withdraw');
  if (query.isPending) {
    return (
      <div className={styles.form} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (query.isError || !query.data)
    return <ErrorState message={t('withdraw:loadFailed')} onRetry={() => void query.refetch()} />;
  const gate = gateOf(query.data);
  return gate ? (
    <GatePrompt gate={gate} hold={query.data.withdraw_hold} />
  ) : (
    <>{children(query.data)}</>
  );
}

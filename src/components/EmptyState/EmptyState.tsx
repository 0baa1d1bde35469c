import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Main line, already localized; "No data" when absent. */
  title?: string;
  /** A second, quieter line. */
  description?: string;
  /** An action below the text, e.g. a button to create the first item. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.root}>
      <svg className={styles.icon} viewBox="0 0 64 48" aria-hidden="true">
        <path
          d="M8 30 16 10h32l8 20v12a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M8 30h14a10 6 0 0 0 20 0h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.title}>{title || t('common:state.empty')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}

export default EmptyState;

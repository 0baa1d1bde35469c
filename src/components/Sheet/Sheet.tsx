import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalSheet } from '../useModalSheet';
import styles from './Sheet.module.css';
import '../motion';

export interface SheetProps {
  open: boolean;
  /** Shown in the title bar; also the dialog's accessible name. */
  title: string;
  /** Called by the close button, Escape and a tap on the mask. */
  onClose: () => void;
  children: ReactNode;
  /** Nearly the whole screen (long forms) instead of fitting the content. */
  tall?: boolean;
  /** The content goes edge to edge (lists, detail rows with their own padding). */
  flush?: boolean;
}

/**
 * A bottom sheet with a title bar and a named close button, and a modal dialog to assistive
 * technology and the keyboard (useModalSheet): the page behind is inert, the focus moves into the
 * sheet and goes round inside it, Escape closes it, and the focus returns to the opener.
 */
export function Sheet({ open, title, onClose, children, tall, flush }: SheetProps) {
  const { t } = useTranslation('common');
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  useModalSheet(open, dialog, onClose);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={`${styles.sheet} ${tall ? styles.tall : ''}`}
      destroyOnClose
    >
      <div
        ref={setDialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className={styles.dialog}
        tabIndex={-1}
      >
        <header className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common:actions.close')}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <div className={`${styles.body} ${flush ? styles.flush : ''}`}>{children}</div>
      </div>
    </Popup>
  );
}

export default Sheet;

import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './otc.module.css';
import '../../../components/motion';
import { useModalSheet } from '../../../components/useModalSheet';

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Nearly the whole screen (long forms) instead of fitting the content. */
  tall?: boolean;
}

/** A bottom sheet with a title and a close button, announced as a dialog. */
export function Sheet({ open, title, onClose, children, tall }: SheetProps) {
  const { t } = useTranslation('otc');
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  useModalSheet(open, dialog);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={`${styles.sheet} ${tall ? styles.sheetTall : ''}`}
      destroyOnClose
    >
      <div
        ref={setDialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className={styles.sheetDialog}
        tabIndex={-1}
      >
        <header className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{title}</h2>
          <button
            type="button"
            className={styles.sheetClose}
            onClick={onClose}
            aria-label={t('otc:close')}
          >
            <CloseOutline />
          </button>
        </header>
        <div className={styles.sheetBody}>{children}</div>
      </div>
    </Popup>
  );
}

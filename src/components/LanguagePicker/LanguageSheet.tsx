import { useTranslation } from 'react-i18next';
import { Sheet } from '../Sheet/Sheet';
import { LanguagePicker } from './LanguagePicker';

export interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * LanguageSwitch's bottom sheet, a modal dialog (the shared Sheet): loaded on first open, so the
 * login page's first load skips it. Choosing a language closes it.
 */
export default function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={visible} title={t('common:language.title')} onClose={onClose} flush>
      <LanguagePicker onChanged={onClose} />
    </Sheet>
  );
}

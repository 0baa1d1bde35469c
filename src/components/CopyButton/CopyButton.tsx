import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '../imperative/toast';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name ("Copy address"). */
  label?: string;
  size?: 'mini' | 'small';
}

/** Copies `text`; where the clipboard is refused, says so (spec: "Copy failed, please copy manually"). */
export function CopyButton({ text, label, size = 'mini' }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      void showToast({ content: t('common:copy.done'), icon: 'success' });
    } catch {
      void showToast({ content: t('common:copy.failed') });
    }
  };
  return (
    <Button
      size={size}
      color="primary"
      fill="outline"
      aria-label={label ? t('common:copy.label', { what: label }) : undefined}
      onClick={() => void copy()}
    >
      {t('common:copy.action')}
    </Button>
  );
}

import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/imperative/toast';

/** Copies `text`; where the clipboard is refused, says so ("Copy failed, please copy manually"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('otc');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      void showToast({ content: t('otc:copy.done'), icon: 'success' });
    } catch {
      void showToast({ content: t('otc:copy.failed') });
    }
  };
  return (
    <Button
      size="mini"
      color="primary"
      fill="outline"
      aria-label={t('otc:copy.label', { what: label })}
      onClick={() => void copy()}
    >
      {t('otc:copy.action')}
    </Button>
  );
}

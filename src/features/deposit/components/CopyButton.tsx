import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/imperative/toast';

/** Copies `text`; where the clipboard is refused, says so (spec: "Copy failed, please copy manually"). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('deposit');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      void showToast({ content: t('deposit:copy.done'), icon: 'success' });
    } catch {
      void showToast({ content: t('deposit:copy.failed') });
    }
  };
  return (
    <Button
      size="mini"
      color="primary"
      fill="outline"
      aria-label={label ? t('deposit:copy.label', { what: label }) : undefined}
      onClick={() => void copy()}
    >
      {t('deposit:copy.action')}
    </Button>
  );
}

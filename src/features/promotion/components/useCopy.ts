import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/imperative/toast';
import { copyText } from '../../../lib/clipboard';

/** Copy with a toast either way; on failure the user is asked to copy by hand (spec section 8). */
export function useCopy() {
  const { t } = useTranslation('promotion');
  return async (text: string) => {
    const copied = await copyText(text);
    await showToast(copied ? t('promotion:copied') : t('promotion:copyFailed'));
    return copied;
  };
}

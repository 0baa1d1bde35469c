import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';

/** pages/settings/language/language: the seven languages; a choice applies at once and is sent to the server. */
export default function LanguagePage() {
  const { t } = useTranslation('settings');
  return (
    <PageFrame nav={<NavBar title={t('settings:language.title')} />}>
      <LanguagePicker />
    </PageFrame>
  );
}

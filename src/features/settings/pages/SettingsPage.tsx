import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTaskDownload } from '../../../api/generated/endpoints/tasks/tasks';
import { showToast } from '../../../components/imperative/toast';
import { CaretDownIcon, CaretUpIcon } from '../../../components/icons';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { useAppearance } from '../../../components/theme';
import { LANG_NAMES, isLang } from '../../../i18n/languages';
import { PATHS } from '../../../lib/paths';
import { AppearanceSheet, useThemeLabels } from '../components/AppearanceSheet';
import { useLogout } from '../components/useLogout';
import styles from './SettingsPage.module.css';

/** Spec section 9: client version 3.1.5 (code 315). */
export const APP_VERSION = '3.1.5';
export const APP_VERSION_CODE = 315;

/**
 * pages/settings/index: language, appearance (a sheet), account, security, app download and
 * version, log out.
 */
export default function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  const navigate = useNavigate();
  const logout = useLogout();
  const download = useTaskDownload();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const appearance = useAppearance();
  const themeLabels = useThemeLabels();
  const [appearanceOpen, setAppearanceOpen] = useState(false);
  const appearanceRow = useRef<HTMLButtonElement>(null);

  const closeAppearance = () => {
    setAppearanceOpen(false);
    appearanceRow.current?.focus();
  };

  const openDownload = () => {
    const link = download.data?.links.find((l) => l.available && l.url);
    if (link?.url) window.open(link.url, '_blank', 'noopener');
    else void showToast(t('settings:notOpen'));
  };

  return (
    <PageFrame nav={<NavBar title={t('settings:title')} />} className={styles.content}>
      <List>
        <List.Item extra={LANG_NAMES[lang]} onClick={() => navigate(PATHS.language)}>
          {t('settings:language.title')}
        </List.Item>
        {/* A real button (List.Item's clickable row is an <a> without href: no keyboard). */}
        <button
          ref={appearanceRow}
          type="button"
          className={styles.row}
          aria-haspopup="dialog"
          aria-expanded={appearanceOpen}
          onClick={() => setAppearanceOpen(true)}
        >
          <span className={styles.rowContent}>
            <span className={styles.rowMain}>{t('settings:appearance.title')}</span>
            <span className={styles.rowExtra}>
              {themeLabels[appearance.theme]}
              <span className={styles.riseSample} aria-hidden="true">
                <CaretUpIcon className={styles.up} />
                <CaretDownIcon className={styles.down} />
              </span>
            </span>
            <RightOutline className={styles.rowArrow} aria-hidden="true" />
          </span>
        </button>
        <List.Item onClick={() => navigate(PATHS.account)}>{t('settings:account.title')}</List.Item>
        <List.Item onClick={() => navigate(PATHS.security)}>{t('settings:security')}</List.Item>
        <List.Item onClick={() => navigate(PATHS.notificationSettings)}>
          {t('settings:notifications')}
        </List.Item>
        <List.Item onClick={() => navigate(PATHS.helpCenter)}>{t('settings:help')}</List.Item>
      </List>
      <List>
        <List.Item onClick={openDownload}>{t('settings:download')}</List.Item>
        <List.Item
          extra={t('settings:versionValue', { version: APP_VERSION, code: APP_VERSION_CODE })}
        >
          {t('settings:version')}
        </List.Item>
      </List>
      <Button block size="large" className={styles.logout} onClick={() => void logout()}>
        {t('settings:account.logout')}
      </Button>
      <AppearanceSheet visible={appearanceOpen} onClose={closeAppearance} />
    </PageFrame>
  );
}

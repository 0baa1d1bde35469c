import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/imperative/toast';
import type { PushState } from '../push';
import { PrefSwitch } from './PrefSwitch';
import styles from './settings.module.css';

/** "This device": push to this browser on or off; why not, where the browser cannot or will not. */
export function DevicePush({ push }: { push: PushState }) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const labelId = useId();
  const noteId = useId();
  const usable = push.support === 'default' || push.support === 'granted';

  const toggle = async (next: boolean) => {
    try {
      if (!next) return await push.disable();
      const result = await push.enable();
      if (result === 'denied') void showToast(t('notifications:prefs.device.deniedToast'));
      else if (result === 'unavailable')
        void showToast(t('notifications:prefs.device.unavailable'));
    } catch {
      void showToast(t('notifications:prefs.saveFailed'));
    }
  };

  let note;
  if (push.support === 'unsupported') {
    note = (
      <p id={noteId} className={styles.warning}>
        {t('notifications:prefs.device.unsupported')}
      </p>
    );
  } else if (push.support === 'denied') {
    note = (
      <p id={noteId} className={styles.warning}>
        {t('notifications:prefs.device.denied')}
      </p>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('notifications:prefs.device.title')}
      </h2>
      <div className={styles.card}>
        <div className={styles.row}>
          <div className={styles.rowText}>
            <span id={labelId} className={styles.rowLabel}>
              {t('notifications:prefs.device.push')}
            </span>
            {usable && (
              <span id={noteId} className={styles.rowNote}>
                {t('notifications:prefs.device.hint')}
              </span>
            )}
          </div>
          <PrefSwitch
            checked={usable && push.on}
            labelledBy={`${headingId} ${labelId}`}
            describedBy={noteId}
            disabled={!usable}
            busy={push.busy}
            onChange={(next) => void toggle(next)}
          />
        </div>
        {note}
      </div>
    </section>
  );
}

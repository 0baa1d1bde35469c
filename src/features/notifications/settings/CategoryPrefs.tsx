import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPref } from '../../../api/generated/model';
import { filterName } from '../categories';
import { CategoryIcon } from '../components/CategoryIcon';
import type { PrefChange } from './prefToggle';
import { PrefSwitch } from './PrefSwitch';
import styles from './settings.module.css';

interface RowProps {
  headingId: string;
  label: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Row({ headingId, label, note, checked, disabled, onChange }: RowProps) {
  const labelId = useId();
  const noteId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <span id={labelId} className={styles.rowLabel}>
          {label}
        </span>
        {note && (
          <span id={noteId} className={styles.rowNote}>
            {note}
          </span>
        )}
      </div>
      <PrefSwitch
        checked={checked}
        labelledBy={`${headingId} ${labelId}`}
        describedBy={note ? noteId : undefined}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}

/** One category: the inbox (always), push, and e-mail where the category sends any. */
export function CategoryPrefs({
  pref,
  onChange,
}: {
  pref: NotificationPref;
  onChange: (change: PrefChange) => void;
}) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const { category } = pref;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`prefs-${category}`}>
      <div className={styles.cardHeader}>
        <CategoryIcon category={category} />
        <h2 id={headingId} className={styles.cardTitle}>
          {filterName(t, category)}
        </h2>
      </div>
      <Row
        headingId={headingId}
        label={t('notifications:prefs.channel.inbox')}
        note={t('notifications:prefs.alwaysOn')}
        checked
        disabled
      />
      <Row
        headingId={headingId}
        label={t('notifications:prefs.channel.push')}
        checked={pref.push}
        onChange={(enabled) => onChange({ category, channel: 'push', enabled })}
      />
      {pref.email_locked ? (
        <Row
          headingId={headingId}
          label={t('notifications:prefs.channel.email')}
          note={t('notifications:prefs.emailLocked')}
          checked
          disabled
        />
      ) : (
        pref.email !== null && (
          <Row
            headingId={headingId}
            label={t('notifications:prefs.channel.email')}
            note={t('notifications:prefs.emailHint')}
            checked={pref.email}
            onChange={(enabled) => onChange({ category, channel: 'email', enabled })}
          />
        )
      )}
    </section>
  );
}

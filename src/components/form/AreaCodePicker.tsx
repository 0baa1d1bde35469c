import { useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import type { AreaCodeEntry } from '../../api/generated/model';
import { useModalSheet } from '../useModalSheet';
import { CheckIcon } from './icons';
import { SearchInput } from './SearchInput';
import styles from './areaCode.module.css';
import '../motion';

export interface AreaCodePickerProps {
  visible: boolean;
  entries: AreaCodeEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: string;
  onSelect: (areaCode: string) => void;
  onClose: () => void;
}

const matches = (entry: AreaCodeEntry, query: string) => {
  const q = query.trim().replace(/^\+/, '').toLowerCase();
  return (
    !q ||
    entry.area_code.startsWith(q) ||
    entry.country_code.toLowerCase() === q ||
    entry.name.toLowerCase().includes(q)
  );
};

/**
 * A searchable bottom sheet of calling codes: "+86 China". A modal dialog (useModalSheet): the
 * page behind is inert, the focus moves in and returns on closing, Escape closes it. Its own
 * title bar (a text Close button) and a list that scrolls under a fixed search box, so not the
 * shared Sheet, whose whole content scrolls.
 */
export function AreaCodePicker(props: AreaCodePickerProps) {
  const { visible, entries, loading, failed, onRetry, selected, onSelect, onClose } = props;
  const { t } = useTranslation('form');
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  useModalSheet(visible, dialog, onClose);
  const shown = useMemo(
    () => (entries ?? []).filter((entry) => matches(entry, query)),
    [entries, query],
  );

  const listed = !loading && !failed && shown.length > 0;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
    >
      <div
        ref={setDialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('form:phone.pickerTitle')}
        className={styles.dialog}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 className={styles.title}>{t('form:phone.pickerTitle')}</h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {t('form:phone.close')}
          </button>
        </div>
        <SearchInput
          className={styles.search}
          label={t('form:phone.search')}
          placeholder={t('form:phone.search')}
          value={query}
          onChange={setQuery}
        />
        {/* A listbox only holds options: the loading, failure and no-match notes stand alone. */}
        <div
          className={styles.list}
          {...(listed ? { role: 'listbox', 'aria-label': t('form:phone.pickerTitle') } : {})}
        >
          {loading ? (
            // A div: the dots are a div themselves, which a paragraph may not hold.
            <div className={styles.note}>
              <DotLoading /> {t('form:phone.loading')}
            </div>
          ) : failed ? (
            <p className={styles.note}>
              {t('form:phone.failed')}{' '}
              <Button size="mini" fill="outline" onClick={onRetry}>
                {t('form:phone.retry')}
              </Button>
            </p>
          ) : shown.length === 0 ? (
            <p className={styles.note}>{t('form:phone.noMatch')}</p>
          ) : (
            shown.map((entry) => (
              <div
                key={entry.id}
                role="option"
                tabIndex={0}
                aria-selected={entry.area_code === selected}
                className={styles.option}
                onClick={() => onSelect(entry.area_code)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onSelect(entry.area_code);
                }}
              >
                <span className={styles.code}>+{entry.area_code}</span>
                <span className={styles.name}>{entry.name}</span>
                {entry.area_code === selected ? <CheckIcon /> : null}
              </div>
            ))
          )}
        </div>
      </div>
    </Popup>
  );
}

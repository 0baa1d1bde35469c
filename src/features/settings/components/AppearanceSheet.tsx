import Popup from 'antd-mobile/es/components/popup';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  setAppearance,
  useAppearance,
  type Rise,
  type ThemeChoice,
} from '../../../components/theme';
import styles from './AppearanceSheet.module.css';
import '../../../components/motion';

/** The name of each theme choice, as the Settings row and the sheet show it. */
export function useThemeLabels(): Record<ThemeChoice, string> {
  const { t } = useTranslation('settings');
  return {
    system: t('settings:appearance.system'),
    light: t('settings:appearance.light'),
    dark: t('settings:appearance.dark'),
  };
}

interface Option<T extends string> {
  value: T;
  label: string;
  /** Decorative: what the choice looks like (the label says it in words). */
  sample?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** Native radio buttons (one tab stop, arrow keys move the choice) drawn as list rows. */
function ChoiceGroup<T extends string>({ label, options, value, onChange }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className={styles.group}>
      <h3 id={`${id}-label`} className={styles.groupLabel}>
        {label}
      </h3>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={styles.input}
            />
            <span className={styles.optionLabel}>{option.label}</span>
            {option.sample}
            <CheckOutline className={styles.check} aria-hidden="true" />
          </label>
        ))}
      </div>
    </div>
  );
}

/** A rise and a fall drawn in one convention's colours, whatever the current choice. */
function RiseSample({ rise }: { rise: Rise }) {
  return (
    <span
      className={`${styles.sample} ${rise === 'red-up' ? styles.redUp : styles.greenUp}`}
      aria-hidden="true"
    >
      <span className={styles.up}>▲ 2.35%</span>
      <span className={styles.down}>▼ 1.20%</span>
    </span>
  );
}

export interface AppearanceSheetProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * Settings > Appearance: Light, Dark or follow the System, and which colour means a rise. A choice
 * applies at once and is kept (setAppearance); the sheet stays open so both can be set.
 */
export function AppearanceSheet({ visible, onClose }: AppearanceSheetProps) {
  const { t } = useTranslation('settings');
  const appearance = useAppearance();
  const themeLabels = useThemeLabels();
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    // Keep Tab inside the sheet while it is open (the page behind is masked).
    if (event.key !== 'Tab' || !dialog.current) return;
    const stops = [
      ...dialog.current.querySelectorAll<HTMLElement>('button, input[type="radio"]:checked'),
    ];
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      afterShow={() => dialog.current?.focus()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <header className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {t('settings:appearance.title')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('settings:appearance.close')}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <ChoiceGroup<ThemeChoice>
          label={t('settings:appearance.theme')}
          options={[
            { value: 'system', label: themeLabels.system },
            { value: 'light', label: themeLabels.light },
            { value: 'dark', label: themeLabels.dark },
          ]}
          value={appearance.theme}
          onChange={(theme) => setAppearance({ ...appearance, theme })}
        />
        <ChoiceGroup<Rise>
          label={t('settings:appearance.rise')}
          options={[
            {
              value: 'green-up',
              label: t('settings:appearance.greenUp'),
              sample: <RiseSample rise="green-up" />,
            },
            {
              value: 'red-up',
              label: t('settings:appearance.redUp'),
              sample: <RiseSample rise="red-up" />,
            },
          ]}
          value={appearance.rise}
          onChange={(rise) => setAppearance({ ...appearance, rise })}
        />
      </div>
    </Popup>
  );
}

export default AppearanceSheet;

import { CheckOutline } from 'antd-mobile-icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretDownIcon, CaretUpIcon } from '../../../components/icons';
import { Sheet } from '../../../components/Sheet/Sheet';
import {
  setAppearance,
  useAppearance,
  type Rise,
  type ThemeChoice,
} from '../../../components/theme';
import styles from './AppearanceSheet.module.css';

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
      <span className={styles.up}>
        <CaretUpIcon /> 2.35%
      </span>
      <span className={styles.down}>
        <CaretDownIcon /> 1.20%
      </span>
    </span>
  );
}

export interface AppearanceSheetProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * Settings > Appearance: Light, Dark or follow the System, and which colour means a rise. A choice
 * applies at once and is kept (setAppearance); the sheet (the shared modal Sheet) stays open so
 * both can be set.
 */
export function AppearanceSheet({ visible, onClose }: AppearanceSheetProps) {
  const { t } = useTranslation('settings');
  const appearance = useAppearance();
  const themeLabels = useThemeLabels();

  return (
    <Sheet open={visible} title={t('settings:appearance.title')} onClose={onClose} flush>
      <div className={styles.content}>
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
    </Sheet>
  );
}

export default AppearanceSheet;

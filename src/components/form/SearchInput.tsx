import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { SearchOutline } from 'antd-mobile-icons';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearButton } from './ClearButton';
import styles from './SearchInput.module.css';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The search box's accessible name (a placeholder is not one). */
  label: string;
  placeholder?: string;
  /** Enter, the phone keyboard's Search key: the keyboard closes and the search runs. */
  onSearch?: (value: string) => void;
  maxLength?: number;
  className?: string;
}

/**
 * A search box that looks like antd-mobile's SearchBar, with a named clear button (ClearButton)
 * while there is text; it clears the text and leaves the focus (and the phone's keyboard) in the
 * box. Escape also clears the text, as in a native search field, before it closes a sheet the box
 * is in.
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  onSearch,
  maxLength,
  className,
}: SearchInputProps) {
  const { t } = useTranslation('form');
  const input = useRef<InputRef>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !value) return;
    event.preventDefault(); // handled: the sheet around stays open
    clear();
  };
  return (
    <div className={`${styles.bar} ${className ?? ''}`}>
      <SearchOutline className={styles.icon} aria-hidden="true" />
      <Input
        ref={input}
        type="search"
        enterKeyHint="search"
        className={styles.input}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={label}
        maxLength={maxLength}
        onKeyDown={onKeyDown}
        onEnterPress={(event) => {
          if (event.nativeEvent.isComposing || !onSearch) return;
          input.current?.blur();
          onSearch(value);
        }}
      />
      {value && (
        <ClearButton
          label={t('form:input.clearSearch')}
          onClear={clear}
          className={styles.clearPlace}
        />
      )}
    </div>
  );
}

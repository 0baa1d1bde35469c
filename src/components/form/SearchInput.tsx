import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
 * A search box that looks like antd-mobile's SearchBar, with a clear button that is a real,
 * named button (antd's is an unnamed div that no keyboard reaches). The button shows while there
 * is text; it clears the text and leaves the focus (and the phone's keyboard) in the box. Escape
 * also clears the text, as in a native search field, before it closes a sheet the box is in.
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
        <button
          type="button"
          className={styles.clear}
          aria-label={t('form:input.clearSearch')}
          // Out of the tab order, as in TextField and native search fields: the keyboard clears
          // with Escape (or its delete key); the button is for touch and screen readers.
          tabIndex={-1}
          // Keeps the box's focus (and the phone's keyboard) on a tap.
          onMouseDown={(event) => event.preventDefault()}
          onClick={clear}
        >
          <CloseCircleFill aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

import { useId, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../Sheet/Sheet';
import { useFieldError } from './useFieldError';
import styles from './agreement.module.css';
import formStyles from './form.module.css';

export interface AgreementCheckboxProps {
  /** The formik field (a boolean). */
  name: string;
  /** The agreement's name: the sheet's title and the default link text. */
  title: string;
  /** The agreement itself, shown in a bottom sheet. */
  content: ReactNode;
  /**
   * The tick box's sentence around the link, e.g. with react-i18next:
   * `(link) => <Trans i18nKey="auth:agreement.sentence" components={{ terms: link }} />`.
   * The link element (empty) opens the sheet; its text comes from the sentence.
   */
  label?: (link: ReactElement) => ReactNode;
}

/** A tick box bound to a boolean field, with a link that opens the agreement in a bottom sheet. */
export function AgreementCheckbox({ name, title, content, label }: AgreementCheckboxProps) {
  const { t } = useTranslation('form');
  const errorId = `${useId()}-error`;
  const { field, helpers, error } = useFieldError<boolean>(name);
  const [open, setOpen] = useState(false);

  // The shared modal Sheet: the page behind is inert, the focus moves in and returns to the link.
  const close = () => setOpen(false);
  const agree = () => {
    void helpers.setValue(true);
    close();
  };

  // An <a> (not a <button>) may sit inside the tick box's <label>; stopping the click keeps the
  // box as it is while the agreement opens. Given to `label` empty, for <Trans> to fill.
  const linkProps = {
    href: '#agreement',
    className: styles.link,
    'aria-haspopup': 'dialog' as const,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    },
  };
  const sentence = label ? label(<a {...linkProps} />) : <a {...linkProps}>{title}</a>;

  return (
    <div className={formStyles.field}>
      <Checkbox
        checked={Boolean(field.value)}
        onChange={(checked) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(checked);
        }}
        aria-describedby={error ? errorId : undefined}
        className={styles.box}
      >
        <span className={styles.sentence}>{sentence}</span>
      </Checkbox>
      {error ? (
        <p className={formStyles.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <Sheet open={open} title={title} onClose={close} tall>
        <div className={styles.content}>{content}</div>
        <div className={styles.actions}>
          <Button block color="primary" onClick={agree}>
            {t('form:agreement.agree')}
          </Button>
        </div>
      </Sheet>
    </div>
  );
}

import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';

interface Props<V> {
  title: string;
  values: V;
  schema: AnyObjectSchema;
  /** The form's fields and their label keys; `fixed` ones show but cannot change (an edit's key). */
  fields: { name: keyof V & string; label: string; fixed?: boolean; hint?: string }[];
  /** Orders or positions still open: they keep their terms, as the dialog says. */
  openCount?: number;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: V) => Promise<unknown>;
}

/** Creating or editing an option duration's or a leverage market's terms. */
export function TermsDialog<V extends Record<string, string>>({
  title,
  values,
  schema,
  fields,
  openCount = 0,
  onCancel,
  onSave,
}: Props<V>) {
  const { t } = useTranslation();
  return (
    <FormDialog<V>
      title={title}
      okText={t('derivatives.save')}
      cancelText={t('derivatives.cancel')}
      initialValues={values}
      validationSchema={schema}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={
        openCount > 0 && (
          <Alert type="info" showIcon title={t('derivatives.snapshot_hint', { n: openCount })} />
        )
      }
    >
      {fields.map((f) => (
        <FormikItem key={f.name} name={f.name} label={t(f.label)}>
          <Input
            autoComplete="off"
            disabled={f.fixed}
            placeholder={f.hint ? t(f.hint) : undefined}
          />
        </FormikItem>
      ))}
    </FormDialog>
  );
}

import { ImageUpload } from '../../../components/ImageUpload/ImageUpload';
import { useFieldError } from '../../../components/form';

/** A formik field holding an upload id (a voucher), picked and uploaded through ImageUpload. */
export function PictureField({ name, label }: { name: string; label: string }) {
  const { field, helpers, error } = useFieldError<string>(name);
  return (
    <ImageUpload
      value={field.value || null}
      label={label}
      error={error}
      onTouched={() => void helpers.setTouched(true, false)}
      onChange={(id) => void helpers.setValue(id ?? '', true)}
    />
  );
}

import { ImageUpload, type UploadImage } from '../../../components/ImageUpload/ImageUpload';
import { useFieldError } from '../../../components/form';

/** A formik field holding an upload id (the QR code), picked and uploaded through ImageUpload. */
export function QrField({ name, label, upload }: { name: string; label: string; upload?: UploadImage }) {
  const { field, helpers, error } = useFieldError<string>(name);
  return (
    <ImageUpload
      value={field.value || null}
      label={label}
      error={error}
      upload={upload}
      onTouched={() => void helpers.setTouched(true, false)}
      onChange={(id) => void helpers.setValue(id ?? '', true)}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../form';
import { ImageUpload, type UploadImage } from './ImageUpload';

export interface ImageUploadFieldProps {
  /** The formik field that holds the upload id ('' until a photo is on the server). */
  name: string;
  label: string;
  upload?: UploadImage;
}

/**
 * A formik field around ImageUpload. While a photo is still being compressed or sent, a submit
 * says "still uploading" rather than the schema's "please upload", which would be untrue.
 */
export function ImageUploadField({ name, label, upload }: ImageUploadFieldProps) {
  const { t } = useTranslation('kyc');
  const { field, helpers, error } = useFieldError<string>(name);
  const [busy, setBusy] = useState(false);
  return (
    <ImageUpload
      value={field.value || null}
      label={label}
      error={error && busy ? t('kyc:upload.wait') : error}
      upload={upload}
      onBusy={setBusy}
      onTouched={() => void helpers.setTouched(true, false)}
      onChange={(id) => void helpers.setValue(id ?? '', true)}
    />
  );
}

export default ImageUploadField;

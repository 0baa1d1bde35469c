import { ImageUpload } from '../../../components/ImageUpload/ImageUpload';
import { useFieldError } from '../../../components/form';
import styles from './deposit.module.css';

/** A formik field holding an upload id (the proof picture), picked and uploaded through ImageUpload. */
export function PictureField({ name, label }: { name: string; label: string }) {
  const { field, helpers, error } = useFieldError<string>(name);
  return (
    <div className={styles.picture}>
      <ImageUpload
        value={field.value || null}
        label={label}
        error={error}
        onTouched={() => void helpers.setTouched(true, false)}
        onChange={(id) => void helpers.setValue(id ?? '', true)}
      />
    </div>
  );
}

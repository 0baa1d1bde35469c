import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { AxiosProgressEvent } from 'axios';
import { kycUploadImage } from '../../api/generated/endpoints/kyc/kyc';
import { compressImage } from './compress';
import styles from './ImageUpload.module.css';

/** The server's limit (5 MB); larger files are refused before any byte is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Sends one image and resolves with its upload id, reporting progress from 0 to 100. */
export type UploadImage = (file: Blob, onProgress: (percent: number) => void) => Promise<string>;

export const uploadImage: UploadImage = async (file, onProgress) => {
  const upload = await kycUploadImage(
    { file },
    {
      silent: true, // the component says what went wrong and offers a retry
      onUploadProgress: (event: AxiosProgressEvent) => {
        if (event.total) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      },
    },
  );
  return upload.id;
};

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'failed'; file: File }
  | { kind: 'done' };

export interface ImageUploadProps {
  /** The upload id, once the image is on the server. */
  value?: string | null;
  onChange: (id: string | null) => void;
  /** What the photo is (front of the ID...), also the picker's accessible name. */
  label: ReactNode;
  /** An error of the surrounding form, already translated. */
  error?: string;
  /** Called on blur-like moments (a file was chosen), for form "touched" state. */
  onTouched?: () => void;
  /** True from the moment a photo is picked (compression included) until it is on the server. */
  onBusy?: (busy: boolean) => void;
  /** Replaceable for stories and tests. */
  upload?: UploadImage;
  maxBytes?: number;
}

/**
 * Pick a photo, compress it on the phone, upload it with a progress bar and show its thumbnail.
 * A file over the limit is refused here ("Out of allowable file size"); a failed upload says
 * "Uploading failed, please try again" and can be retried without picking the photo again.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  error,
  onTouched,
  onBusy,
  upload = uploadImage,
  maxBytes = MAX_UPLOAD_BYTES,
}: ImageUploadProps) {
  const { t } = useTranslation('kyc');
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: value ? 'done' : 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = async (file: File) => {
    setState({ kind: 'uploading', percent: 0 });
    onBusy?.(true);
    try {
      const id = await upload(file, (percent) => setState({ kind: 'uploading', percent }));
      setState({ kind: 'done' });
      onChange(id);
    } catch {
      setState({ kind: 'failed', file });
    } finally {
      onBusy?.(false);
    }
  };

  const pick = async (picked: File | undefined) => {
    onTouched?.();
    if (!picked) return;
    setRefusal(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(picked.type)) {
      setRefusal(t('kyc:upload.wrongType'));
      return;
    }
    onBusy?.(true);
    const file = await compressImage(picked);
    if (file.size > maxBytes) {
      onBusy?.(false);
      setRefusal(t('kyc:upload.tooLarge'));
      return;
    }
    onChange(null);
    setPreview(URL.createObjectURL(file));
    await send(file);
  };

  const message = refusal ?? (state.kind === 'failed' ? t('kyc:upload.failed') : error);
  return (
    <div className={`${styles.root} ${message ? styles.invalid : ''}`}>
      <label className={styles.tile} htmlFor={inputId} data-state={state.kind}>
        {preview ? (
          <img className={styles.thumb} src={preview} alt={t('kyc:upload.preview')} />
        ) : state.kind === 'done' ? (
          <span className={styles.uploaded}>{t('kyc:upload.uploaded')}</span>
        ) : (
          <span className={styles.plus} aria-hidden="true">
            <AddOutline />
          </span>
        )}
        <span className={styles.label} id={labelId}>
          {label}
        </span>
        <input
          ref={input}
          id={inputId}
          aria-labelledby={labelId}
          aria-invalid={Boolean(message)}
          className={styles.input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          // Not `disabled` while uploading: that would drop keyboard focus to the top of the page.
          aria-disabled={state.kind === 'uploading' || undefined}
          onClick={(event) => state.kind === 'uploading' && event.preventDefault()}
          onChange={(event) => {
            if (state.kind === 'uploading') return;
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // the same photo can be chosen again
            void pick(file);
          }}
        />
      </label>
      {state.kind === 'uploading' && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('kyc:upload.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
        >
          <div className={styles.bar} style={{ width: `${state.percent}%` }} />
        </div>
      )}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      {state.kind === 'failed' && (
        <Button size="mini" color="primary" fill="outline" onClick={() => void send(state.file)}>
          {t('kyc:upload.retry')}
        </Button>
      )}
    </div>
  );
}

export default ImageUpload;

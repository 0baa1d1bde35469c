import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * `value` as a QR code image (a data: URL), drawn on the phone by the `qrcode` package, which
 * lands in the chunk of the page that asks. Null while drawing, or when it cannot be drawn.
 */
export function useQrCode(value: string | undefined, size: number): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return;
    let live = true;
    toDataURL(value, { margin: 1, width: size, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src;
}

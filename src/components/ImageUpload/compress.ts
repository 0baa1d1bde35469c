// Phone photos are often several megabytes: shrink them on the device before they travel.
// browser-image-compression is fetched with the first photo, not with the page.

/** Longest side and target weight of an uploaded photo: enough to read an ID document. */
const OPTIONS = { maxSizeMB: 1, maxWidthOrHeight: 2048, initialQuality: 0.85, useWebWorker: false };

/** The compressed photo, or the original when it cannot be compressed (the server checks it anyway). */
export async function compressImage(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, OPTIONS);
    return compressed.size < file.size ? compressed : file;
  } catch {
    return file;
  }
}

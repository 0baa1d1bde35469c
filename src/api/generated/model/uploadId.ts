/**
 * The random id of an image the signed-in user uploaded (128 random bits, base64url).
 * @maxLength 22
 * @pattern ^[A-Za-z0-9_-]{22}$
 */
export type UploadId = string;

/**
 * A SHA-256 hash, 64 lowercase hex digits.
 * @pattern ^[0-9a-f]{64}$
 */
export type Hash = string;

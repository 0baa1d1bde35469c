/**
 * Chosen by the client once per transfer; a repeat with the same id applies nothing and answers the original transfer.
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]{8,64}$
 */
export type RequestId = string;

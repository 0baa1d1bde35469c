/**
 * A short human sentence in the request's language.
 */
export type Message = string;

/**
 * The values the text names (decimal strings for amounts).
 */
export type NotificationParams = { [key: string]: string };

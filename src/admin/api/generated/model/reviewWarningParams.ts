/**
 * The numbers behind the warning, by name, for the console's translated text.
 */
export type ReviewWarningParams = { [key: string]: string };

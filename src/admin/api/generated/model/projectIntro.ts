/**
 * The description in each language ('' where there is none - the app shows the English one).
 */
export interface ProjectIntro {
  en: string;
  zh: string;
  hk: string;
  jp: string;
  kr: string;
  esp: string;
  th: string;
}

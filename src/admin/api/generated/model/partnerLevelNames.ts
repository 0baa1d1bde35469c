/**
 * The level's name per language; empty where not translated (the app shows the English one).
 */
export interface PartnerLevelNames {
  en: string;
  zh: string;
  hk: string;
  jp: string;
  kr: string;
  esp: string;
  th: string;
}

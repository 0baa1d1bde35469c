/**
 * en English, zh Simplified Chinese, hk Traditional Chinese, jp Japanese, kr Korean, esp Spanish, th Thai.
 * @maxLength 3
 */
export type Lang = (typeof Lang)[keyof typeof Lang];

export const Lang = {
  en: 'en',
  zh: 'zh',
  hk: 'hk',
  jp: 'jp',
  kr: 'kr',
  esp: 'esp',
  th: 'th',
} as const;

/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2771):
 * name_en 1-40 characters, the other names at most 40 (blank: the English one is shown);
 * authorization_code 1-8 of A-Z and 0-9; min_team a whole number 0-1000000 (level 1 - always 0);
 * rebate_ratio at least 0 and below 1, at most 6 decimals. Then against the other levels (409):
 * min_team above the level below's and below the level above's, rebate_ratio not below the level
 * below's nor above the level above's (code 2773); authorization_code not another level's (2774).
 */
export interface PartnerLevelFields {
  /** @maxLength 200 */
  name_en: string;
  /** @maxLength 200 */
  name_zh?: string;
  /** @maxLength 200 */
  name_hk?: string;
  /** @maxLength 200 */
  name_jp?: string;
  /** @maxLength 200 */
  name_kr?: string;
  /** @maxLength 200 */
  name_esp?: string;
  /** @maxLength 200 */
  name_th?: string;
  /** @maxLength 40 */
  authorization_code: string;
  /** @maxLength 20 */
  min_team: string;
  /** @maxLength 40 */
  rebate_ratio: string;
}

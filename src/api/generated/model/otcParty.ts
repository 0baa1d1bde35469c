export interface OtcParty {
  /** @minimum 1 */
  user_id: number;
  nickname: string;
}

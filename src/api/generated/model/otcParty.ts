import type { Id } from './id';

export interface OtcParty {
  user_id: Id;
  nickname: string;
}

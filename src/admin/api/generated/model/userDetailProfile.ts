import type { Lang } from './lang';
import type { UserDetailProfileAccountType } from './userDetailProfileAccountType';
import type { UserRow } from './userRow';

export type UserDetailProfile = UserRow & {
  account_type: UserDetailProfileAccountType;
  nickname: string;
  lang: Lang;
};

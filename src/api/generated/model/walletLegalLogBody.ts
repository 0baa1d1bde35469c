import type { AssetAccountType } from './assetAccountType';
import type { Id } from './id';
import type { Limit } from './limit';
import type { Page } from './page';

export type WalletLegalLogBody = {
  page?: Page;
  limit?: Limit;
  currency_id?: Id;
  type?: AssetAccountType;
};

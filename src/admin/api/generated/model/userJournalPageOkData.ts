import type { Pagination } from './pagination';
import type { UserJournalLine } from './userJournalLine';

export type UserJournalPageOkData = Pagination & {
  items: UserJournalLine[];
};

import type { JournalLine } from './journalLine';
import type { Pagination } from './pagination';

export type JournalPage = Pagination & {
  items: JournalLine[];
};

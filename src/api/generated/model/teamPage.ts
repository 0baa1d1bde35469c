import type { Pagination } from './pagination';
import type { TeamMember } from './teamMember';

export type TeamPage = Pagination & {
  items: TeamMember[];
};

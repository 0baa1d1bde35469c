import type { AdminProject } from './adminProject';

export type AdminProjectsOkData = {
  items: AdminProject[];
};

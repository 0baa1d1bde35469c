import type { DashboardToday } from './dashboardToday';
import type { JobStatus } from './jobStatus';

export interface Dashboard {
  today: DashboardToday;
  jobs: JobStatus[];
}

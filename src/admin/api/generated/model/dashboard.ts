import type { DashboardToday } from './dashboardToday';
import type { JobStatus } from './jobStatus';
import type { LiveFigures } from './liveFigures';
import type { NotificationFigures } from './notificationFigures';

export interface Dashboard {
  today: DashboardToday;
  notifications: NotificationFigures;
  live: LiveFigures;
  jobs: JobStatus[];
}

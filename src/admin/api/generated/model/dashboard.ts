import type { AdminSnapshot } from './adminSnapshot';
import type { DashboardToday } from './dashboardToday';
import type { JobStatus } from './jobStatus';
import type { LiveFigures } from './liveFigures';
import type { NotificationFigures } from './notificationFigures';

export interface Dashboard {
  today: DashboardToday;
  /** The latest proof-of-liabilities snapshot attempt, published or refused; null before the first. */
  liabilities: null | AdminSnapshot;
  notifications: NotificationFigures;
  live: LiveFigures;
  jobs: JobStatus[];
}

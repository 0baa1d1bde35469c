import type { JobFactory } from './scheduler.ts';
import { tickerJobs } from '../socket/ticker.ts';
import { spotJobs } from '../spot/fill.ts';
import { trustJobs } from '../trust/jobs.ts';
import { leverJobs } from '../lever/monitor.ts';
import { miningJobs } from '../mining/jobs.ts';
import { optionJobs } from '../options/settle.ts';
import { publicationJobs } from '../publication/unlock.ts';
import { otcJobs } from '../otc/jobs.ts';
import { notificationJobs } from '../notifications/jobs.ts';
import { pushJobs } from '../push/deliver.ts';
import { outboxJobs } from '../outbox/jobs.ts';
import { requestLimitJobs } from '../throttle/request-limit.ts';
import { ledgerAuditJobs } from '../operators/reconcile.ts';
import { liabilitiesJobs } from '../liabilities/job.ts';

/** Every feature's background jobs; a feature adds its factory here, one per line. */
export const jobFactories: JobFactory[] = [
  optionJobs,
  leverJobs,
  publicationJobs,
  miningJobs,
  trustJobs,
  spotJobs,
  tickerJobs,
  otcJobs,
  requestLimitJobs,
  notificationJobs,
  pushJobs,
  outboxJobs,
  ledgerAuditJobs,
  liabilitiesJobs,
];

export { Scheduler, type Job, type JobFactory } from './scheduler.ts';

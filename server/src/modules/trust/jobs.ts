import type { JobFactory } from '../jobs/scheduler.ts';
import { settleDueFollows } from '../copytrade/settle.ts';
import { accrueAll } from './accrual.ts';

/** Daily interest of hosted orders, and settlement of follow orders whose period ended. */
export const trustJobs: JobFactory = (deps) => [
  {
    name: 'trust.accrue',
    description: 'Accrues the daily interest of hosted orders and releases those that have ended',
    everyMs: 60_000,
    run: async (now) => void (await accrueAll(deps, now)),
  },
  {
    name: 'copytrade.settle',
    description: 'Settles copy-trading follow orders whose period has ended',
    everyMs: 60_000,
    run: async (now) => void (await settleDueFollows(deps, now)),
  },
];

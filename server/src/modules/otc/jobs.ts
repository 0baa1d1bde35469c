// `otc.expire`: an order not paid by its deadline is cancelled and its coins go back to the seller
// side. Each cancellation is the same guarded transition as the buyer's, so a payment that lands
// first wins and a repeat run changes nothing.
import { and, asc, eq, lte } from 'drizzle-orm';
import { otcOrders } from '../../db/schema/otc.ts';
import type { JobFactory } from '../jobs/scheduler.ts';
import { AppError } from '../../http/app-error.ts';
import { cancelOrder } from './settle.ts';

export const otcJobs: JobFactory = (deps) => [
  {
    name: 'otc.expire',
    description:
      'Cancels OTC orders not paid by their deadline; the coins go back to the seller side',
    everyMs: 15_000,
    async run(now) {
      const due = and(eq(otcOrders.status, 'to_be_paid'), lte(otcOrders.payDeadline, now));
      const rows = await deps.db
        .select({ id: otcOrders.id })
        .from(otcOrders)
        .where(due)
        .orderBy(asc(otcOrders.payDeadline))
        .limit(500);
      for (const { id } of rows) {
        try {
          await cancelOrder(
            deps,
            id,
            now,
            'timeout',
            ['to_be_paid'],
            lte(otcOrders.payDeadline, now),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error; // paid or cancelled meanwhile: nothing to do
        }
      }
    },
  },
];

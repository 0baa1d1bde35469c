import {
  getLhDepositConfigQueryKey,
  getLhDepositReportQueryKey,
  lhDepositConfig,
  lhDepositReport,
} from '../../api/generated/endpoints/trust/trust';
import { earlyFor } from '../../api/earlyAnswers';

const HOSTING = { family: 'hosting' } as const;

/**
 * What the Trust tab's first render asks the API for (its totals and its products), asked while
 * the page's code and translations are still loading; the answers wait for the page's own calls.
 */
export const prefetchTrustIndex = () =>
  Promise.all([
    lhDepositReport(HOSTING, earlyFor(getLhDepositReportQueryKey(HOSTING))),
    lhDepositConfig(HOSTING, earlyFor(getLhDepositConfigQueryKey(HOSTING))),
  ]);

import type { MinerModel } from './minerModel';
import type { MiningSummary } from './miningSummary';

export interface MinerInfo {
  summary: MiningSummary;
  model: MinerModel | null;
}

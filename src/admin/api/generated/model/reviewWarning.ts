import type { ReviewWarningParams } from './reviewWarningParams';

export interface ReviewWarning {
  /** Stable name, e.g. unusual_amount. */
  key: string;
  /**
   * Which rule fired, for the console's text: `multiple` (params amount, symbol, times,
   * largest, multiple) or `first` (params amount, symbol, worth, threshold).
   */
  rule: string;
  /** The numbers behind the warning, by name, for the console's translated text. */
  params: ReviewWarningParams;
  /** One English line with the numbers behind it (CLI, logs). */
  detail: string;
}

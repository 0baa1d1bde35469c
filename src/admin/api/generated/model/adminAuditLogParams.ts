import type { Page } from './page';

export type AdminAuditLogParams = {
  /**
   * @maxLength 254
   */
  actor?: string;
  /**
   * @maxLength 64
   */
  action?: string;
  /**
   * @maxLength 64
   */
  target_type?: string;
  /**
   * @maxLength 64
   */
  target_id?: string;
  page?: Page;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
};

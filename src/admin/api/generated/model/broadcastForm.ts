import type { BroadcastFormAudience } from './broadcastFormAudience';
import type { BroadcastTexts } from './broadcastTexts';
import type { Id } from './id';

export interface BroadcastForm {
  /**
   * Every active user, or the one user of `user_id`.
   * @maxLength 4
   */
  audience: BroadcastFormAudience;
  /** The one user (required when `audience` is `user`). */
  user_id?: Id;
  /**
   * The app page it opens (a path under `/pages/` that the app has); the inbox when absent.
   * @maxLength 300
   * @pattern ^/pages/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_.-]*)?$
   */
  link?: string;
  texts: BroadcastTexts;
}

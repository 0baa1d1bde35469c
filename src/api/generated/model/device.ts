import type { DeviceDevice } from './deviceDevice';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

export interface Device {
  id: Id;
  /**
   * Browser and major version read from the user agent (e.g. `Safari 18`), null when unknown.
   * @nullable
   */
  browser: string | null;
  /**
   * Operating system and version (e.g. `iOS 18.1`), null when unknown.
   * @nullable
   */
  os: string | null;
  /** The kind of device. */
  device: DeviceDevice;
  /**
   * The address the session signed in from.
   * @nullable
   */
  ip: string | null;
  created_at: Timestamp;
  /** The last request made with it (to the minute). */
  last_used_at: Timestamp;
  /** Whether this is the session making the request. */
  current: boolean;
}

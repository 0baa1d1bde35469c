import type { Device } from './device';

export interface DeviceList {
  /**
   * Live sessions, most recently used first.
   * @maxItems 1000
   */
  list: Device[];
}

// The inbox groups notifications by the day they arrived, in the reader's time zone.

export type Day = 'today' | 'yesterday' | 'earlier';

export interface DayGroup<T> {
  /** Stable per day: 'today', 'yesterday', or the local date 'yyyy-m-d'. */
  key: string;
  day: Day;
  /** When the group's first item arrived (an earlier day's heading shows its date). */
  at: string;
  items: T[];
}

const localDay = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/**
 * Items (newest first, as the server sends them) in groups of one day each, in their order.
 * A time a little ahead of the device's clock still counts as today; a bad date joins the
 * earliest group there is, rather than hiding the notification.
 */
export function groupByDay<T extends { created_at: string }>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const groups = new Map<string, DayGroup<T>>();
  let last: DayGroup<T> | undefined;
  for (const item of items) {
    const date = new Date(item.created_at);
    let key: string;
    let day: Day = 'earlier';
    if (Number.isNaN(date.getTime())) key = last?.key ?? 'unknown';
    else if (date >= today) [key, day] = ['today', 'today'];
    else if (date >= yesterday) [key, day] = ['yesterday', 'yesterday'];
    else key = localDay(date);
    let group = groups.get(key);
    if (!group) {
      group = { key, day, at: item.created_at, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
    last = group;
  }
  return [...groups.values()];
}

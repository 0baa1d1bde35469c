import { describe, expect, it } from 'vitest';
import { groupByDay } from '../../../src/features/notifications/days';

// Local times (the reader's day), whatever the machine's time zone.
const at = (day: number, hours = 12, minutes = 0) =>
  new Date(2026, 10, day, hours, minutes).toISOString();
const NOW = new Date(2026, 10, 29, 10, 0); // 29 November, 10:00
const item = (id: number, created_at: string) => ({ id, created_at });
const shape = (items: { id: number; created_at: string }[]) =>
  groupByDay(items, NOW).map((g) => [g.key, g.day, g.items.map((i) => i.id)]);

describe('grouping the inbox by day', () => {
  it('puts today, yesterday and each earlier day under their own heading, in order', () => {
    const items = [
      item(9, at(29, 9, 58)),
      item(8, at(29, 0, 0)), // midnight is today
      item(7, at(28, 23, 59)),
      item(6, at(28, 0, 0)),
      item(5, at(27, 23, 59)),
      item(4, at(26, 8)),
      item(3, at(26, 7)),
      item(2, at(20)),
    ];
    expect(shape(items)).toEqual([
      ['today', 'today', [9, 8]],
      ['yesterday', 'yesterday', [7, 6]],
      ['2026-11-27', 'earlier', [5]],
      ['2026-11-26', 'earlier', [4, 3]],
      ['2026-11-20', 'earlier', [2]],
    ]);
  });

  it('keeps the time of a group’s first item for its date heading', () => {
    const [, , earlier] = groupByDay([item(3, at(29)), item(2, at(28)), item(1, at(3, 15))], NOW);
    expect(earlier?.at).toBe(at(3, 15));
  });

  it('counts a time ahead of the device’s clock (later today, or tomorrow) as today', () => {
    expect(shape([item(2, at(30, 1)), item(1, at(29, 23))])).toEqual([['today', 'today', [2, 1]]]);
  });

  it('crosses a month and a year', () => {
    const now = new Date(2027, 0, 1, 8);
    const groups = groupByDay(
      [item(3, new Date(2026, 11, 31, 22).toISOString()), item(2, at(30))],
      now,
    );
    expect(groups.map((g) => [g.key, g.day])).toEqual([
      ['yesterday', 'yesterday'],
      ['2026-11-30', 'earlier'],
    ]);
  });

  it('keeps one day together even when the items come out of order', () => {
    expect(shape([item(3, at(26, 9)), item(2, at(25)), item(1, at(26, 8))])).toEqual([
      ['2026-11-26', 'earlier', [3, 1]],
      ['2026-11-25', 'earlier', [2]],
    ]);
  });

  it('does not lose an item with a bad date: it joins the group before it', () => {
    expect(shape([item(2, at(28)), item(1, 'not a date')])).toEqual([
      ['yesterday', 'yesterday', [2, 1]],
    ]);
    expect(shape([item(1, '')])).toEqual([['unknown', 'earlier', [1]]]);
  });

  it('gives no groups for no items', () => {
    expect(groupByDay([], NOW)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/http/context.ts';
import { EventBus } from '../../src/modules/events/bus.ts';
import { Scheduler, type JobFactory } from '../../src/modules/jobs/index.ts';
import { manualClock } from '../support/app.ts';

function depsWith(clock: () => Date): Deps {
  return { clock, log: { error: () => {} } } as unknown as Deps;
}

describe('scheduler', () => {
  it('runs every job at the app clock, in order, and one run of a job at a time', async () => {
    const clock = manualClock();
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const factory: JobFactory = () => [
      {
        name: 'a',
        description: 'a',
        everyMs: 1000,
        run: async (now) => void seen.push(`a@${now.toISOString()}`),
      },
      {
        name: 'slow',
        description: 'slow',
        everyMs: 1000,
        run: async () => {
          seen.push('slow');
          await gate;
        },
      },
    ];
    const scheduler = new Scheduler(depsWith(clock), [factory]);
    expect(scheduler.names).toEqual(['a', 'slow']);
    clock.advance(60_000);
    const first = scheduler.run('slow');
    const second = scheduler.run('slow'); // joins the run in flight
    release();
    await Promise.all([first, second]);
    await scheduler.runAll();
    expect(seen).toEqual(['slow', 'a@2030-01-01T00:01:00.000Z', 'slow']);
    await expect(scheduler.run('missing')).rejects.toThrow('no job named missing');
  });

  it('holds the cluster lock for each run; an explicit run waits for it, perInstance jobs take none', async () => {
    const held = new Set<string>();
    const calls: string[] = [];
    const lock = {
      async tryLock(name: string) {
        calls.push(`try ${name}`);
        if (held.has(name)) return false;
        held.add(name);
        return true;
      },
      async unlock(name: string) {
        calls.push(`unlock ${name}`);
        held.delete(name);
      },
    };
    const seen: string[] = [];
    const factory: JobFactory = () => [
      { name: 'a', description: 'a', everyMs: 1000, run: async () => void seen.push('a') },
      {
        name: 'tick',
        description: 'tick',
        everyMs: 1000,
        perInstance: true,
        run: async () => void seen.push('tick'),
      },
    ];
    const scheduler = new Scheduler(depsWith(manualClock()), [factory], lock);
    held.add('job:a'); // another instance runs it
    const waiting = scheduler.run('a');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toEqual([]);
    held.delete('job:a');
    await waiting;
    await scheduler.run('tick');
    expect(seen).toEqual(['a', 'tick']);
    expect(calls.at(-1)).toBe('unlock job:a');
    expect(calls.filter((c) => c.includes('tick'))).toEqual([]);
    expect(held.size).toBe(0);
  });

  it('refuses two jobs with one name', () => {
    const job = { name: 'x', description: 'x', everyMs: 1, run: async () => {} };
    expect(() => new Scheduler(depsWith(manualClock()), [() => [job], () => [job]])).toThrow(
      'two jobs are named x',
    );
  });
});

describe('event bus', () => {
  it('delivers user events only to that user, topic events only to subscribers', () => {
    const bus = new EventBus();
    const got: string[] = [];
    const off = bus.onUser(1, (e) => got.push(`u1:${e.type}`));
    bus.onUser(2, (e) => got.push(`u2:${e.type}`));
    bus.onTopic('ticker', (e) => got.push(`t:${e.type}`));
    bus.onTopic('ticker', () => {
      throw new Error('closed socket');
    });
    bus.toUser(1, { type: 'order.filled', data: {} });
    bus.toTopic('ticker', { type: 'ticker', data: {} });
    off();
    bus.toUser(1, { type: 'balance.changed', data: {} });
    expect(got).toEqual(['u1:order.filled', 't:ticker']);
    expect(bus.topicListeners('ticker')).toBe(2);
    expect(bus.topicListeners('kline:BTC/USDT:1min')).toBe(0);
  });
});

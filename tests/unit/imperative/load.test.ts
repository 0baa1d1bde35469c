import { describe, expect, it, vi } from 'vitest';
import { once } from '../../../src/components/imperative/load';

describe('once (imperative Toast and Dialog loading)', () => {
  it('loads once and shares the result between callers', async () => {
    const load = vi.fn(() => Promise.resolve('dialog'));
    const get = once(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['dialog', 'dialog']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of failing every later call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('dialog');
    const get = once(load);
    await expect(get()).rejects.toThrow('dynamically imported');
    await expect(get()).resolves.toBe('dialog');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { expect, it } from 'vitest';
import { firstScreenSettled, holdFirstScreen } from './firstScreen';

it('is settled at once unless held, and a hold lasts until released', async () => {
  await expect(firstScreenSettled()).resolves.toBeUndefined();
  const release = holdFirstScreen();
  let settled = false;
  void firstScreenSettled().then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  release();
  await firstScreenSettled();
  expect(settled).toBe(true);
});

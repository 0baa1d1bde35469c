import { buildApp } from '../../src/app.ts';
import { seedReferenceData } from '../../src/modules/seed/index.ts';
import { manualClock } from '../support/app.ts';
import { openPglite } from './backends.ts';
const database = await openPglite();
await seedReferenceData(database);
for (let i = 0; i < 5; i++) {
  const t2 = performance.now();
  const app = await buildApp({ database, clock: manualClock() });
  const t3 = performance.now();
  await app.ready();
  const t4 = performance.now();
  await app.close();
  console.log('build', (t3 - t2) | 0, 'ready', (t4 - t3) | 0);
}
process.exit(0);

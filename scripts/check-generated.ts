// `npm run check:generated`: regenerate the contract bundle and the Orval client, then fail when
// git sees any difference, so a contract change can never ship with stale generated code.
import { spawnSync } from 'node:child_process';

// openapi/dist is git-ignored (the `dist/` rule), so in practice the client code is what is compared.
const GENERATED = ['openapi/dist', 'src/api/generated', 'src/admin/api/generated'];

const generate = spawnSync('npm', ['run', '--silent', 'generate'], { stdio: 'inherit' });
if (generate.status !== 0) {
  console.error(`✗ npm run generate failed (exit ${generate.status})`);
  process.exit(1);
}

// --untracked-files=all lists new files one by one instead of their folder.
const status = spawnSync(
  'git',
  ['status', '--porcelain', '--untracked-files=all', '--', ...GENERATED],
  {
    encoding: 'utf8',
  },
);
if (status.status !== 0) {
  console.error(`✗ git status failed: ${status.stderr}`);
  process.exit(1);
}
const changed = status.stdout.split('\n').filter(Boolean);
if (changed.length > 0) {
  console.error(
    `✗ Generated code is stale: \`npm run generate\` changed ${changed.length} file(s):`,
  );
  for (const line of changed) console.error(`  ${line}`);
  console.error('Commit the regenerated files together with the contract change.');
  process.exit(1);
}
console.log(`✓ generated code is up to date (${GENERATED.join(', ')})`);

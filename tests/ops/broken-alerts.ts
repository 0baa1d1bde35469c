// Copies of the alerting rules with one alert broken, each beside the unit tests about that
// alert: the tests must notice an alert that never fires and one that fires on healthy data.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALERT_TESTS,
  ALERTS,
  readRuleFile,
  readRuleTests,
  RECORDING_RULES,
  type RuleFile,
} from './prometheus-files.ts';

const MUTATIONS: Record<string, (expr: string) => string> = {
  'never fires': () => 'vector(1) == 2',
  // On lines of their own: a `#` comment in the expression must not swallow the rest.
  'fires whenever it should not': (expr) => `(\n${expr}\n) or on () vector(1)`,
};

export interface BrokenAlert {
  alert: string;
  mutation: string;
  /** The unit test file to run with promtool. */
  testFile: string;
}

/** Writes, under `scratch`, a directory per alert and mutation: the rule and unit test files. */
export function writeBrokenAlerts(scratch: string): BrokenAlert[] {
  const rules = readRuleFile(ALERTS);
  const tests = readRuleTests(ALERT_TESTS);
  const broken: BrokenAlert[] = [];
  rules.groups.forEach((group, g) =>
    group.rules.forEach((rule, r) => {
      const alert = rule.alert;
      if (!alert) return;
      // Only the test groups about this alert, to keep the runs short.
      const ownTests = tests.tests.filter((test) =>
        test.alert_rule_test?.some((c) => c.alertname === alert),
      );
      for (const [mutation, mutate] of Object.entries(MUTATIONS)) {
        const dir = join(scratch, `${alert}-${broken.length}`);
        mkdirSync(dir);
        const mutated = structuredClone(rules) as RuleFile;
        mutated.groups[g]!.rules[r]!.expr = mutate(rule.expr);
        // JSON is YAML, with every string quoted: nothing for promtool to read differently.
        writeFileSync(join(dir, 'alerts.yml'), JSON.stringify(mutated, null, 2));
        if (existsSync(RECORDING_RULES)) copyFileSync(RECORDING_RULES, join(dir, 'rules.yml'));
        const testFile = join(dir, 'alerts.test.yml');
        writeFileSync(testFile, JSON.stringify({ ...tests, tests: ownTests }, null, 2));
        broken.push({ alert, mutation, testFile });
      }
    }),
  );
  return broken;
}

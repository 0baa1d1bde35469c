// @vitest-environment node
// promtool's checks of ops/: the rule files, the example configuration, the alerts' unit tests
// (which must also fail on broken alerts) and the dashboard's queries.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBrokenAlerts } from './broken-alerts.ts';
import { dashboardTargets, withGrafanaVariables } from './grafana-dashboard.ts';
import { ALERT_TESTS, ALERTS, alertRules, CONFIG, RECORDING_RULES } from './prometheus-files.ts';
import { expectPromtoolSuccess, promtool, SKIP_PROMTOOL } from './promtool.ts';

describe.skipIf(SKIP_PROMTOOL)('promtool', () => {
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'coinhub-ops-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('accepts the rule files', () => {
    const files = [ALERTS, ...(existsSync(RECORDING_RULES) ? [RECORDING_RULES] : [])];
    for (const file of files) expectPromtoolSuccess('check', 'rules', file);
  });

  it('accepts the example configuration, with its rule files', () => {
    const output = expectPromtoolSuccess('check', 'config', CONFIG);
    expect(output).toContain('alerts.yml');
  });

  it("passes the alerts' unit tests", () => {
    expectPromtoolSuccess('test', 'rules', ALERT_TESTS);
  });

  // Each alert's expression is replaced by one that never fires, then by one that also fires on
  // healthy data: its unit tests must fail both times, on that alert.
  it("fails the alerts' unit tests when an alert is broken either way", () => {
    const broken = writeBrokenAlerts(scratch);
    expect(broken.length).toBe(2 * alertRules().length);

    // One run per file: promtool writes the failures to stderr, apart from the file names.
    const undetected = broken.flatMap(({ testFile, alert, mutation }) => {
      const { status, output } = promtool('test', 'rules', testFile);
      return status !== 0 && output.includes(`alertname: ${alert},`)
        ? []
        : [`${alert} ${mutation}:\n${output}`];
    });
    expect(undetected, 'the unit tests did not notice these broken alerts').toEqual([]);
  });

  it("parses every dashboard query (Grafana's variables filled in)", () => {
    const exprs = dashboardTargets().map(({ expr }) => withGrafanaVariables(expr));
    const file = join(scratch, 'dashboard-queries.yml');
    const rules = exprs.map((expr, i) => ({ record: `dashboard:query_${i}`, expr }));
    writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }, null, 2));
    expectPromtoolSuccess('check', 'rules', file);
  });
});

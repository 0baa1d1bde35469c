// @vitest-environment node
// The alerting rules of ops/prometheus: what each alert must say, the metrics they read (a typo
// would be an alert that never fires), and their unit test cases.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_METRICS, metricNames } from './metric-names.ts';
import {
  ALERT_TESTS,
  ALERTS,
  alertCases,
  alertRules,
  readRuleFile,
  readRuleTests,
  recordedMetrics,
  rulesOf,
} from './prometheus-files.ts';

describe('alerting rules', () => {
  it('are in one group named coinhub, and every alert says how bad it is and what to do', () => {
    expect(readRuleFile(ALERTS).groups.map((group) => group.name)).toEqual(['coinhub']);
    const rules = alertRules();
    expect(rules.length).toBeGreaterThanOrEqual(9);
    for (const rule of rules) {
      expect(rule.for, `${rule.alert}: for`).toMatch(/^\d+[smh]$/);
      expect(rule.labels?.severity, `${rule.alert}: severity`).toMatch(/^(critical|warning)$/);
      const { summary, description } = rule.annotations ?? {};
      expect(summary, `${rule.alert}: summary`).toBeTruthy();
      expect(description?.length, `${rule.alert}: description`).toBeGreaterThan(80);
    }
  });

  it("read only the server's and Prometheus's own metrics", () => {
    const known = new Set([...KNOWN_METRICS, ...recordedMetrics()]);
    const unknown = rulesOf(readRuleFile(ALERTS)).flatMap((rule) =>
      metricNames(rule.expr)
        .filter((name) => !known.has(name))
        .map((name) => `${rule.alert ?? rule.record}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('each have a unit test where they fire and one where they do not', () => {
    const cases = alertCases(readRuleTests(ALERT_TESTS));
    // Every `alertname:` of the file is in a test case read here (none sits out of their shape).
    const alertnames = readFileSync(ALERT_TESTS, 'utf8').match(/^\s*(?:- )?alertname:/gm);
    expect(cases.length).toBe(alertnames?.length);
    const names = alertRules().map((rule) => rule.alert);
    const missing = names.flatMap((name) => [
      ...(cases.some((c) => c.alertname === name && c.firing) ? [] : [`${name}: no firing case`]),
      ...(cases.some((c) => c.alertname === name && !c.firing) ? [] : [`${name}: no quiet case`]),
    ]);
    expect(missing).toEqual([]);
    // ...and no test is about an alert that does not exist.
    const strays = cases.filter((c) => !names.includes(c.alertname));
    expect(strays.map((c) => `${c.group} at ${c.evalTime}: ${c.alertname}`)).toEqual([]);
  });
});

// The YAML files of ops/prometheus, read with the `yaml` package into the shapes Prometheus
// documents for rule files and for promtool's rule unit tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const PROMETHEUS_DIR = join(import.meta.dirname, '../../ops/prometheus');
export const ALERTS = join(PROMETHEUS_DIR, 'alerts.yml');
export const RECORDING_RULES = join(PROMETHEUS_DIR, 'rules.yml');
export const ALERT_TESTS = join(PROMETHEUS_DIR, 'alerts.test.yml');
export const CONFIG = join(PROMETHEUS_DIR, 'prometheus.yml');

/** A rule file (prometheus.io/docs/prometheus/latest/configuration/recording_rules). */
export interface RuleFile {
  groups: { name: string; rules: Rule[] }[];
}
export interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
export type AlertRule = Rule & { alert: string };

/** A rule unit test file (prometheus.io/docs/prometheus/latest/configuration/unit_testing_rules). */
export interface RuleTestFile {
  rule_files: string[];
  tests: TestGroup[];
  /** evaluation_interval, group_eval_order... */
  [key: string]: unknown;
}
export interface TestGroup {
  name?: string;
  input_series?: { series: string; values: string }[];
  alert_rule_test?: AlertRuleTest[];
  [key: string]: unknown;
}
export interface AlertRuleTest {
  eval_time: string;
  alertname: string;
  /** The alerts expected to fire; none when missing or empty. */
  exp_alerts?: { exp_labels?: Record<string, string>; exp_annotations?: Record<string, string> }[];
}

const read = (path: string): unknown => parse(readFileSync(path, 'utf8'));

export function readRuleFile(path: string): RuleFile {
  const file = read(path) as RuleFile;
  if (!Array.isArray(file?.groups)) throw new Error(`${path}: no \`groups\` list`);
  for (const group of file.groups) {
    if (!Array.isArray(group.rules)) throw new Error(`${path}: group ${group.name} has no rules`);
    for (const rule of group.rules) {
      if (!(rule.alert ?? rule.record) || !rule.expr)
        throw new Error(`${path}: a rule without a name or expr: ${JSON.stringify(rule)}`);
    }
  }
  return file;
}

export function readRuleTests(path: string): RuleTestFile {
  const file = read(path) as RuleTestFile;
  if (!Array.isArray(file?.tests)) throw new Error(`${path}: no \`tests\` list`);
  return file;
}

export const rulesOf = (file: RuleFile): Rule[] => file.groups.flatMap((group) => group.rules);

export const alertRules = (): AlertRule[] =>
  rulesOf(readRuleFile(ALERTS)).filter((rule): rule is AlertRule => Boolean(rule.alert));

/** The names of the recording rules of rules.yml, if there is one: metrics the others may read. */
export const recordedMetrics = (): string[] =>
  existsSync(RECORDING_RULES)
    ? rulesOf(readRuleFile(RECORDING_RULES)).flatMap((rule) => rule.record ?? [])
    : [];

export interface AlertCase {
  group: string;
  alertname: string;
  evalTime: string;
  firing: boolean;
}

/** Every alert test case of a unit test file, and whether it expects the alert to fire. */
export const alertCases = (file: RuleTestFile): AlertCase[] =>
  file.tests.flatMap((group, g) =>
    (group.alert_rule_test ?? []).map((test) => ({
      group: group.name ?? `test group ${g + 1}`,
      alertname: test.alertname,
      evalTime: test.eval_time,
      firing: (test.exp_alerts ?? []).length > 0,
    })),
  );

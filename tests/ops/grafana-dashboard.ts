// The Grafana dashboard of ops/grafana: the parts of its JSON model the checks read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DASHBOARD = join(import.meta.dirname, '../../ops/grafana/coinhub.json');

interface DataSource {
  type?: string;
  uid?: string;
}
export interface Target {
  expr: string;
  refId: string;
  datasource?: DataSource;
}
export interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: DataSource;
  targets?: Target[];
  panels?: Panel[];
}
interface Variable {
  name: string;
  type: string;
  query?: string | { query?: string };
}
interface Dashboard {
  schemaVersion: number;
  title: string;
  uid: string;
  panels: Panel[];
  templating: { list: Variable[] };
}

export const dashboard = () => JSON.parse(readFileSync(DASHBOARD, 'utf8')) as Dashboard;

/** Every panel, those inside collapsed rows included, with the title of its row. */
export function dashboardPanels(): { panel: Panel; row: string }[] {
  const found: { panel: Panel; row: string }[] = [];
  let row = '';
  for (const panel of dashboard().panels) {
    if (panel.type === 'row') {
      row = panel.title;
      found.push({ panel, row });
      for (const inner of panel.panels ?? []) found.push({ panel: inner, row });
    } else {
      found.push({ panel, row });
    }
  }
  return found;
}

export function dashboardTargets(): (Target & { panel: string })[] {
  return dashboardPanels().flatMap(({ panel }) =>
    (panel.targets ?? []).map((target) => ({ ...target, panel: panel.title })),
  );
}

/** A dashboard query as Prometheus would receive it from Grafana. */
export const withGrafanaVariables = (expr: string) =>
  expr
    .replace(/\$__rate_interval|\$__interval|\$__range/g, '5m')
    .replace(/\$\{instance(?::\w+)?\}|\$instance\b/g, '.*');

import type { ProjectOperatorState, ProjectStatus } from '../../api/generated/model';

// The keys of the project screen's words that depend on a value (a status, a state, a field).

export const STATUS_LABEL: Record<ProjectStatus, string> = {
  draft: 'projects.status.draft',
  upcoming: 'projects.status.upcoming',
  open: 'projects.status.open',
  closed: 'projects.status.closed',
};
export const STATUS_COLOR: Record<ProjectStatus, string> = {
  draft: 'default',
  upcoming: 'warning',
  open: 'success',
  closed: 'error',
};

export const ACTION: Record<ProjectOperatorState, { button: string; title: string; hint: string }> =
  {
    draft: {
      button: 'projects.action.draft',
      title: 'projects.confirm.draft',
      hint: 'projects.confirm_hint.draft',
    },
    open: {
      button: 'projects.action.open',
      title: 'projects.confirm.open',
      hint: 'projects.confirm_hint.open',
    },
    closed: {
      button: 'projects.action.closed',
      title: 'projects.confirm.closed',
      hint: 'projects.confirm_hint.closed',
    },
  };

/** The terms' typed fields (the coins are picked: ProjectCoinFields; the descriptions are per
 * language: ProjectDialog). */
export const FIELD_LABEL = {
  issue_price: 'projects.field.issue_price',
  starts_at: 'projects.field.starts_at',
  ends_at: 'projects.field.ends_at',
  launch_at: 'projects.field.launch_at',
  lock_days: 'projects.field.lock_days',
  supply: 'projects.field.supply',
  min_usdt: 'projects.field.min_usdt',
  max_usdt: 'projects.field.max_usdt',
  user_limit_usdt: 'projects.field.user_limit_usdt',
  sort: 'projects.field.sort',
} as const;

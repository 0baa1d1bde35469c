/**
 * Derived, never stored - draft; closed when forced or once ends_at has passed; else upcoming before starts_at, open after.
 */
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];

export const ProjectStatus = {
  draft: 'draft',
  upcoming: 'upcoming',
  open: 'open',
  closed: 'closed',
} as const;

import type { AuditEntry } from './auditEntry';
import type { Pagination } from './pagination';

export type AuditPageOkData = Pagination & {
  items: AuditEntry[];
};

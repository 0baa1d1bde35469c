export * from './admin-audit/admin-audit';
export * from './admin-auth/admin-auth';
export * from './admin-reviews/admin-reviews';

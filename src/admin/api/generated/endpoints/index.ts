export * from './admin-audit/admin-audit';
export * from './admin-auth/admin-auth';
export * from './admin-dashboard/admin-dashboard';
export * from './admin-reviews/admin-reviews';
export * from './admin-users/admin-users';

export * from './admin-audit/admin-audit';
export * from './admin-auth/admin-auth';
export * from './admin-content/admin-content';
export * from './admin-dashboard/admin-dashboard';
export * from './admin-products/admin-products';
export * from './admin-reviews/admin-reviews';
export * from './admin-settings/admin-settings';
export * from './admin-users/admin-users';

export * from './lookups/lookups';
export * from './user/user';

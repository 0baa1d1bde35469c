export * from './address';
export * from './addressFormat';
export * from './changePassword';
export * from './fields';
export * from './fundPassword';
export * from './messages';
export * from './antiPhishing';
export * from './authenticator';

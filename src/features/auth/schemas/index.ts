export * from './messages';
export * from './fields';
export * from './account';
export * from './target';
export * from './login';
export * from './loginSchema';
export * from './register';
export * from './forgetPassword';

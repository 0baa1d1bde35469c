export * from './messages';
export * from './fields';
export * from './account';
export * from './login';
export * from './register';
export * from './forgetPassword';

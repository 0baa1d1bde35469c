export * from './subscribe';

export * from './messages';
export * from './deposit';

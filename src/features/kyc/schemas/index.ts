export * from './messages';
export * from './basic';
export * from './advanced';

export * from './mining';

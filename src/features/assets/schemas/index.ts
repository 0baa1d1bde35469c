export * from './transfer';

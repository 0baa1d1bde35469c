export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

export const ErrorType = {
  error: 'error',
  NUMBER_999: '999',
} as const;

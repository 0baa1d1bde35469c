import { AppError, ErrorCode } from '../../http/app-error.ts';

export const marketFail = {
  unknownPair: () =>
    new AppError(404, 'market.unknown_pair', { code: ErrorCode.marketUnknownPair }),
};

import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2770-2776) of the console's partner levels, as openapi/paths/admin-partners.yaml
// documents them.
export const PartnerLevelCode = {
  unknown: 2770,
  refused: 2771,
  exists: 2772,
  order: 2773,
  codeTaken: 2774,
  notHighest: 2775,
  firstLevel: 2776,
} as const;

/** Every refused or conflicting field with its own reason; the first one is the message. */
const withFields = (status: number, code: number) => (fields: Record<string, FieldError>) => {
  const first = Object.values(fields)[0]!;
  return new AppError(status, first.key, { code, params: first.params ?? {}, fields });
};

export const partnersFail = {
  unknown: (level: number) =>
    new AppError(404, 'partners.unknown', { code: PartnerLevelCode.unknown, params: { level } }),
  fields: withFields(400, PartnerLevelCode.refused),
  /** Another create took this level first, or it is not the next one. */
  exists: (level: number, next: number) =>
    new AppError(409, 'partners.exists', {
      code: PartnerLevelCode.exists,
      params: { level, next },
    }),
  /** The minimum team or the ratio breaks the order of the levels around it. */
  order: withFields(409, PartnerLevelCode.order),
  codeTaken: (code: string, level: number) =>
    new AppError(409, 'partners.code_taken', {
      code: PartnerLevelCode.codeTaken,
      params: { code, level },
      fields: { authorization_code: { key: 'partners.code_taken', params: { code, level } } },
    }),
  notHighest: (level: number, highest: number) =>
    new AppError(409, 'partners.not_highest', {
      code: PartnerLevelCode.notHighest,
      params: { level, highest },
    }),
  firstLevel: () =>
    new AppError(409, 'partners.first_level', { code: PartnerLevelCode.firstLevel }),
};

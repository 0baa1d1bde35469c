import { AppError, type FieldError } from '../../http/app-error.ts';

// Finer reasons (2740-2749) of the console's subscription projects and of the app's refusals that
// came with them, as openapi/paths/admin-projects.yaml documents them.
export const ProjectCode = {
  unknown: 2740,
  fieldRefused: 2741,
  duplicate: 2742,
  holdsSubscriptions: 2743,
  closed: 2744,
  payDelisted: 2745,
  userLimit: 2746,
} as const;

export const projectFail = {
  unknown: (id: number) =>
    new AppError(404, 'project.unknown', { code: ProjectCode.unknown, params: { id } }),
  /** Every refused field with its own reason; the first one is the message. */
  fields: (fields: Record<string, FieldError>) => {
    const first = Object.values(fields)[0]!;
    return new AppError(400, first.key, {
      code: ProjectCode.fieldRefused,
      params: first.params ?? {},
      fields,
    });
  },
  duplicate: (currency: string) =>
    new AppError(409, 'project.duplicate', { code: ProjectCode.duplicate, params: { currency } }),
  holdsSubscriptions: (count: number) =>
    new AppError(409, 'project.holds_subscriptions', {
      code: ProjectCode.holdsSubscriptions,
      params: { count },
    }),
  /** The app: the operator closed the project to new subscriptions. */
  closed: () => new AppError(409, 'publication.closed', { code: ProjectCode.closed }),
  /** The app: a payment coin of the project has been delisted. */
  payDelisted: (currency: string) =>
    new AppError(409, 'publication.pay_delisted', {
      code: ProjectCode.payDelisted,
      params: { currency },
    }),
  /** The app: the user's subscriptions to the project would exceed its per-user total. */
  userLimit: (remaining: string) =>
    new AppError(409, 'publication.user_limit', {
      code: ProjectCode.userLimit,
      params: { remaining },
    }),
};

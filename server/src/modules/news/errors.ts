import { AppError } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';

// Finer reasons (2690-2699) of the console's content operations, as
// openapi/paths/admin-content.yaml documents them.
export const ContentCode = {
  articleUnknown: 2690,
  categoryUnknown: 2691,
  publishAtPast: 2692,
  textBlank: 2693,
  alreadyPublished: 2694,
  notPublished: 2695,
  bannerNotNotice: 2696,
  broadcastUserUnknown: 2697,
  broadcastInvalid: 2698,
  broadcastUserDisabled: 2699,
} as const;

/** A broadcast's `user_id` refused: the message names the user, on the whole and on the field. */
function refusedUser(status: number, key: MessageKey, code: number, id: number) {
  return new AppError(status, key, {
    code,
    params: { id },
    fields: { user_id: { key, params: { id } } },
  });
}

export const contentFail = {
  articleUnknown: (id: number) =>
    new AppError(404, 'content.article_unknown', {
      code: ContentCode.articleUnknown,
      params: { id },
    }),
  categoryUnknown: (id: number) =>
    new AppError(400, 'content.category_unknown', {
      code: ContentCode.categoryUnknown,
      params: { id },
      fields: { category_id: { key: 'content.category_unknown', params: { id } } },
    }),
  publishAtPast: () =>
    new AppError(400, 'content.publish_at_past', {
      code: ContentCode.publishAtPast,
      fields: { publish_at: 'content.publish_at_past' },
    }),
  /** `field` names the text, e.g. `translations.zh.title`. */
  textBlank: (field: string) =>
    new AppError(400, 'content.text_blank', {
      code: ContentCode.textBlank,
      fields: { [field]: 'content.text_blank' },
    }),
  alreadyPublished: () =>
    new AppError(409, 'content.already_published', { code: ContentCode.alreadyPublished }),
  notPublished: () =>
    new AppError(409, 'content.not_published', { code: ContentCode.notPublished }),
  bannerNotNotice: () =>
    new AppError(409, 'content.banner_not_notice', { code: ContentCode.bannerNotNotice }),
  /** A broadcast's `user_id` that is no user (the console's users' own message). */
  broadcastUserUnknown: (id: number) =>
    refusedUser(404, 'operator.user_unknown', ContentCode.broadcastUserUnknown, id),
  /** A broadcast's `user_id` whose account is disabled: it would reach no one. */
  broadcastUserDisabled: (id: number) =>
    refusedUser(409, 'content.broadcast_user_disabled', ContentCode.broadcastUserDisabled, id),
  /** A broadcast to one user that names none. */
  broadcastUserMissing: () =>
    new AppError(400, 'content.broadcast_user_missing', {
      code: ContentCode.broadcastInvalid,
      fields: { user_id: 'content.broadcast_user_missing' },
    }),
  /** A broadcast's link that is no page of the app. */
  broadcastLinkUnknown: () =>
    new AppError(400, 'content.broadcast_link_unknown', {
      code: ContentCode.broadcastInvalid,
      fields: { link: 'content.broadcast_link_unknown' },
    }),
};

import { AppError } from '../../http/app-error.ts';

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
} as const;

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
};

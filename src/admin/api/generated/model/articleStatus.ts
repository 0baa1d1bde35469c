/**
 * draft - no publication time; scheduled - a publication time still to come; published - the
 * time has come. Readers see published articles only.
 * @maxLength 9
 */
export type ArticleStatus = (typeof ArticleStatus)[keyof typeof ArticleStatus];

export const ArticleStatus = {
  draft: 'draft',
  scheduled: 'scheduled',
  published: 'published',
} as const;

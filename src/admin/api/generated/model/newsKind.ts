/**
 * notice (NOTICE board), news, help (help-center categories), rule (help-center rules).
 * @maxLength 6
 */
export type NewsKind = (typeof NewsKind)[keyof typeof NewsKind];

export const NewsKind = {
  notice: 'notice',
  news: 'news',
  help: 'help',
  rule: 'rule',
} as const;

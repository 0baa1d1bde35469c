import type { Lang } from './lang';

export type SetLangBody = {
  lang: Lang;
};

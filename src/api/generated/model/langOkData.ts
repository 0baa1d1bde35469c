import type { Lang } from './lang';

export type LangOkData = {
  lang: Lang;
};

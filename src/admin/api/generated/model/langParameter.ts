import type { Lang } from './lang';

export type LangParameter = Lang;

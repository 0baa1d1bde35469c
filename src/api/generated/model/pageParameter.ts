import type { Page } from './page';

export type PageParameter = Page;

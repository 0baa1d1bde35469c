import type { NewsItem } from './newsItem';
import type { SearchCoin } from './searchCoin';
import type { SearchPair } from './searchPair';

export interface SearchResult {
  keyword: string;
  coins: SearchCoin[];
  pairs: SearchPair[];
  articles: NewsItem[];
}

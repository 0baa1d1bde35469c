import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  getCoinCatalogQueryKey,
  getCoinCatalogQueryOptions,
} from '../../api/generated/endpoints/assets/assets';
import type { CoinCatalogOkData } from '../../api/generated/model';

/** The catalog changes when an operator uploads an icon: rarely. One request serves every icon. */
const CATALOG_FRESH_MS = 10 * 60_000;

interface IconCatalog {
  subscribe: (onChange: () => void) => () => void;
  iconOf: (symbol: string) => string | null;
}

/**
 * One catalog subscription for every icon of a query client, not one query observer per icon: a
 * list of thirty pairs kept thirty observers, and the catalog's arrival redrew every row. Each
 * icon reads its own address (a string), so an answer redraws only icons whose upload changed.
 */
function createIconCatalog(client: QueryClient): IconCatalog {
  const options = { ...getCoinCatalogQueryOptions(), staleTime: CATALOG_FRESH_MS };
  const observer = new QueryObserver(client, options);
  let indexed: CoinCatalogOkData | undefined;
  let icons = new Map<string, string>();
  return {
    subscribe: (onChange) => {
      // The first icon (again) fetches when stale; the query may have been collected meanwhile.
      if (!observer.hasListeners()) observer.setOptions(options);
      return observer.subscribe(onChange);
    },
    iconOf: (symbol) => {
      const catalog = client.getQueryData<CoinCatalogOkData>(getCoinCatalogQueryKey());
      if (catalog !== indexed) {
        indexed = catalog;
        icons = new Map(
          (catalog?.items ?? []).flatMap((coin) =>
            coin.icon_url ? [[coin.symbol.toUpperCase(), coin.icon_url] as const] : [],
          ),
        );
      }
      return icons.get(symbol.toUpperCase()) ?? null;
    },
  };
}

const catalogs = new WeakMap<QueryClient, IconCatalog>();

function iconCatalogOf(client: QueryClient): IconCatalog {
  let catalog = catalogs.get(client);
  if (!catalog) catalogs.set(client, (catalog = createIconCatalog(client)));
  return catalog;
}

/**
 * The operator's icon for a coin, from the coin catalog (null while it loads, when it fails, and
 * for a coin without one: the shipped icon or the monogram stands in).
 */
export function useIconOverride(symbol: string): string | null {
  const catalog = iconCatalogOf(useQueryClient());
  const read = () => catalog.iconOf(symbol);
  return useSyncExternalStore(catalog.subscribe, read, read);
}

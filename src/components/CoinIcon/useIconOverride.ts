import { useCoinCatalog } from '../../api/generated/endpoints/assets/assets';

/** The catalog changes when an operator uploads an icon: rarely. One request serves every icon. */
const CATALOG_FRESH_MS = 10 * 60_000;

/**
 * The operator's icon for a coin, from the coin catalog (null while it loads, when it fails, and
 * for a coin without one: the shipped icon or the monogram stands in).
 */
export function useIconOverride(symbol: string): string | null {
  const { data } = useCoinCatalog({
    query: {
      staleTime: CATALOG_FRESH_MS,
      select: (catalog) =>
        catalog.items.find((coin) => coin.symbol.toUpperCase() === symbol.toUpperCase())
          ?.icon_url ?? null,
    },
  });
  return data ?? null;
}

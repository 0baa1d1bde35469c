import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';

/** The coin and network an address page is about, from `?currency_id=3&network=TRC20`. */
export function useAddressTarget() {
  const [params] = useSearchParams();
  const currencyId = Number(params.get('currency_id'));
  return {
    currencyId: Number.isInteger(currencyId) && currencyId > 0 ? currencyId : undefined,
    network: params.get('network') ?? '',
  };
}

export function addressPath(path: string, currencyId: number, network: string): string {
  return `${path}?${new URLSearchParams({ currency_id: String(currencyId), network }).toString()}`;
}

export const addressListPath = (currencyId: number, network: string) =>
  addressPath(PATHS.addressList, currencyId, network);
export const addressCreatePath = (currencyId: number, network: string) =>
  addressPath(PATHS.addressCreate, currencyId, network);

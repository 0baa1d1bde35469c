import { useUserCashInfo } from '../../../api/generated/endpoints/withdraw/withdraw';
import type { OtcPayKind } from '../../../api/generated/model';
import { PAY_KINDS } from './labels';

/** The payment methods the user has bound (user/cash_info), once known; `null` while loading. */
export function useBoundKinds(enabled = true): {
  kinds: OtcPayKind[] | null;
  failed: boolean;
  retry: () => void;
} {
  const info = useUserCashInfo({ query: { enabled, staleTime: 0 } });
  const kinds = info.data ? PAY_KINDS.filter((kind) => info.data[kind] !== null) : null;
  return { kinds, failed: info.isError, retry: () => void info.refetch() };
}

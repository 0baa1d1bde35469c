import { getWalletListQueryKey, walletList } from '../../api/generated/endpoints/assets/assets';
import { earlyFor } from '../../api/earlyAnswers';

/**
 * What the Assets tab's first render asks the API for (the four accounts), asked while the page's
 * code and translations are still loading; the answer waits for the page's own call.
 */
export const prefetchAssetsIndex = () => walletList(earlyFor(getWalletListQueryKey()));

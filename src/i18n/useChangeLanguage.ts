import { useCallback } from 'react';
import { setLang } from '../api/generated/endpoints/lookups/lookups';
import { changeLanguage, type Lang } from './index';

/** Change the language at once, and tell the server in the background (spec section 1). */
export function useChangeLanguage() {
  return useCallback(async (lang: Lang) => {
    await changeLanguage(lang);
    await setLang({ lang }, { silent: true }).catch(() => undefined);
  }, []);
}

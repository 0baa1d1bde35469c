// How pages/system/choose-location hands the chosen country back to the page that opened it:
//   navigate(chooseLocationUrl(currentPathWithQuery))      // the caller (KYC, bank forms...)
//   ...the user picks a country; the chooser stores it here and returns to `backpage`...
//   const choice = takeChosenLocation();                   // the caller, on mount: read once, then cleared
// sessionStorage keeps the choice for this tab only and survives the hash navigation in between.
import { PATHS } from './paths';

export interface ChosenLocation {
  country_code: string;
  area_code: string;
  name: string;
}

const KEY = 'chosen_location';

export const chooseLocationUrl = (backpage: string) =>
  `${PATHS.chooseLocation}?backpage=${encodeURIComponent(backpage)}`;

export function storeChosenLocation(choice: ChosenLocation): void {
  sessionStorage.setItem(KEY, JSON.stringify(choice));
}

/** The choice made since the last call, or null; reading clears it. */
export function takeChosenLocation(): ChosenLocation | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChosenLocation>;
    return typeof value.country_code === 'string' &&
      typeof value.name === 'string' &&
      typeof value.area_code === 'string'
      ? { country_code: value.country_code, area_code: value.area_code, name: value.name }
      : null;
  } catch {
    return null;
  }
}

/** Only in-app pages are valid return targets (a crafted link cannot send the user elsewhere). */
export function safeBackpage(search: string): string | null {
  const backpage = new URLSearchParams(search).get('backpage');
  return backpage && backpage.startsWith('/pages/') ? backpage : null;
}

/** Map links for an address: the phone's map app (geo:) and a web map as a fallback. */
export function mapLinks(address: string, lat?: number, lng?: number) {
  const q = encodeURIComponent(address);
  const hasPoint =
    lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng);
  return {
    geo: hasPoint ? `geo:${lat},${lng}?q=${lat},${lng}(${q})` : `geo:0,0?q=${q}`,
    web: hasPoint
      ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
      : `https://www.openstreetmap.org/search?query=${q}`,
  };
}

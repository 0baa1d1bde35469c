// The WebAuthn relying party: the domain passkeys are bound to (its ID) and the origins the app
// is served from. A browser signs the origin it runs on, and a passkey made for one ID never works
// for another, so a wrong value would make every passkey fail: it is checked at start.
import { isIP } from 'node:net';

export interface RelyingParty {
  /** A registrable domain, e.g. "example.com" (or "localhost"), never an IP address. */
  id: string;
  /** Shown by the browser and the password manager when a passkey is made. */
  name: string;
  /** Exact origins ("https://app.example.com") the app is served from. */
  origins: string[];
}

/** The local default: `npm start` at http://localhost:8080 (tests sign for it too). */
export const LOCAL_RELYING_PARTY: RelyingParty = {
  id: 'localhost',
  name: 'CoinHub',
  origins: ['http://localhost:8080'],
};

/** Why this relying party cannot work, or null when it can. */
export function relyingPartyProblem(rp: RelyingParty): string | null {
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(rp.id) || isIP(rp.id))
    return `WEBAUTHN_RP_ID must be a domain name (not an IP address), got "${rp.id}"`;
  if (!rp.origins.length) return 'WEBAUTHN_ORIGINS must name at least one origin';
  for (const origin of rp.origins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return `WEBAUTHN_ORIGINS has "${origin}", which is not a URL`;
    }
    if (parsed.origin !== origin)
      return `WEBAUTHN_ORIGINS has "${origin}": an origin is scheme://host[:port], no path`;
    const host = parsed.hostname;
    // Browsers allow WebAuthn on https, and on http only for localhost.
    if (parsed.protocol !== 'https:' && host !== 'localhost')
      return `WEBAUTHN_ORIGINS has "${origin}": passkeys need https (or http://localhost)`;
    if (host !== rp.id && !host.endsWith(`.${rp.id}`))
      return `WEBAUTHN_ORIGINS has "${origin}", which is not ${rp.id} or one of its subdomains`;
  }
  return null;
}

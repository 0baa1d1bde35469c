import { asc, eq } from 'drizzle-orm';
import { areaCodes } from '../../db/schema/auth.ts';
import { fail } from '../../http/app-error.ts';
import { bodyOf, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import type { Lang } from '../../i18n/index.ts';
import { getSetting } from '../settings/settings.ts';
import { findUserById, setUserLang } from '../users/repo.ts';

export const CUSTOMER_URL_SETTING = 'customer_url';
export const SUPPORT_REPLY_HOURS = 24; // spec section 9: support replies within 24 hours

/** Language, calling codes and the support link: public, with a session used when present. */
export const lookupHandlers: HandlerFactory = (deps) => ({
  setLang: async (request) => {
    const { lang } = bodyOf<{ lang: Lang }>(request);
    if (request.auth) await setUserLang(deps.db, request.auth.userId, lang);
    request.lang = lang; // answer in the language just chosen
    return ok({ lang }, 'lang_set');
  },
  getLang: async (request) => {
    const user = request.auth ? await findUserById(deps.db, request.auth.userId) : undefined;
    return ok({ lang: user?.lang ?? request.lang });
  },
  areaCode: async (request) => {
    const rows = await deps.db
      .select()
      .from(areaCodes)
      .where(eq(areaCodes.enabled, true))
      .orderBy(asc(areaCodes.sort), asc(areaCodes.id));
    const entries = rows.map((row) => ({
      id: row.id,
      area_code: row.areaCode,
      country_code: row.countryCode,
      name: row.names[request.lang] ?? row.names.en,
    }));
    return ok(entries);
  },
  getCustomerUrl: async () => {
    const url = await getSetting(deps.db, CUSTOMER_URL_SETTING);
    if (!url) throw fail.notFound(); // seeded at first start; an operator may change it
    return ok({ url, reply_hours: SUPPORT_REPLY_HOURS });
  },
});

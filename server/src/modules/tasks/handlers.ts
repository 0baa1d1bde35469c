import type { HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { sendOtherMailCode } from '../lookups/other-mail.ts';
import { downloadInfo } from './download.ts';
import { search } from './search.ts';

/** task/search and task/download (public), and set/sms_other_mail (signed in). */
export const taskHandlers: HandlerFactory = (deps) => ({
  taskSearch: async (request) =>
    ok(
      await search(
        deps.db,
        request.lang,
        deps.clock(),
        (request.query as { keyword: string }).keyword,
      ),
    ),
  taskDownload: async () => ok(await downloadInfo(deps.db)),
  setSmsOtherMail: async (request) => sendOtherMailCode(deps, request),
});

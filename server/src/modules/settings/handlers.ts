import { bodyOf, operatorActor, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { changeSetting, listSettings } from './manage.ts';

// The console's platform settings (openapi/paths/admin-settings.yaml), admin only by the contract.

export const settingsHandlers: HandlerFactory = (deps) => ({
  adminSettings: async (request) => ok(await listSettings(deps.db, request.lang)),
  adminSettingSet: async (request) => {
    const { key } = request.params as { key: string };
    const { value } = bodyOf<{ value: string }>(request);
    const result = await changeSetting(
      deps.db,
      deps.clock(),
      operatorActor(request),
      key,
      value,
      request.lang,
    );
    return ok(result.setting, result.changed ? 'settings.saved' : 'settings.unchanged', { key });
  },
});

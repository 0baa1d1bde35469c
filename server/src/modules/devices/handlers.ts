import type { HandlerFactory } from '../../http/context.ts';
import { listActivity } from './activity.ts';
import { endDevice, endOtherDevices, listDevices } from './devices.ts';

/** Signed-in devices (the user's sessions) and account activity. */
export const deviceHandlers: HandlerFactory = (deps) => ({
  securitySessions: (request) => listDevices(deps, request),
  securitySessionEnd: (request) => endDevice(deps, request),
  securitySessionsEndOthers: (request) => endOtherDevices(deps, request),
  securityActivity: (request) => listActivity(deps, request),
});

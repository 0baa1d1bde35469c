import type { HandlerFactory } from '../http/context.ts';
import { codeHandlers } from './codes/handlers.ts';
import { lookupHandlers } from './lookups/handlers.ts';
import { userHandlers } from './users/handlers.ts';

/** Every feature's operation handlers; a new feature adds its factory here. */
export const handlerFactories: HandlerFactory[] = [lookupHandlers, codeHandlers, userHandlers];

import { authHandlers } from './auth.ts';
import { accountHandlers } from './account/handlers.ts';
import { sportsbookHandlers } from './sportsbook/handlers.ts';
import { cashierHandlers } from './cashier/handlers.ts';
import { fileHandlers } from './files/handlers.ts';
import { quickGameHandlers } from './quick-game/handlers.ts';
import { messageHandlers } from './messages/handlers.ts';
import type { Handlers } from './handler.ts';

/** Every endpoint's behaviour. Typed as `Handlers`, so a registry key without one fails typecheck. */
export const handlers: Handlers = {
  ...authHandlers,
  ...accountHandlers,
  ...sportsbookHandlers,
  ...cashierHandlers,
  ...fileHandlers,
  ...quickGameHandlers,
  ...messageHandlers,
};

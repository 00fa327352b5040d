import type { EndpointDef } from './http/endpoint.ts';
import { endpoints as auth } from './endpoints/auth/area.ts';
import { endpoints as account } from './endpoints/account/area.ts';
import { endpoints as matchup } from './endpoints/matchup/area.ts';
import { endpoints as wager } from './endpoints/wager/area.ts';
import { endpoints as sportEvent } from './endpoints/sport-event/area.ts';
import { endpoints as ticket } from './endpoints/ticket/area.ts';
import { endpoints as cashier } from './endpoints/cashier/area.ts';
import { endpoints as reference } from './endpoints/reference/area.ts';
import { endpoints as files } from './endpoints/files/area.ts';
import { endpoints as quickGame } from './endpoints/quick-game/area.ts';
import { endpoints as meta } from './endpoints/meta/area.ts';
import { endpoints as casino } from './endpoints/casino/area.ts';
import { endpoints as message } from './endpoints/message/area.ts';

/**
 * Every /w/api call, keyed `area.verb`, gathered from the areas' maps (`endpoints/<area>/area.ts`),
 * which are the only lists of endpoints in the codebase: the typed client, the mock server's
 * routes and the OpenAPI document are all derived from them. The order matters to the tooling: fuzz
 * seeds pick endpoints by index, so a reordering changes what a recorded seed replays.
 */
export const registry = {
  ...auth,
  ...account,
  ...matchup,
  ...wager,
  ...sportEvent,
  ...ticket,
  ...cashier,
  ...reference,
  ...files,
  ...quickGame,
  ...meta,
  ...casino,
  ...message,
} as const satisfies Record<string, EndpointDef>;

export type Registry = typeof registry;
export type EndpointKey = keyof Registry;

export const endpointKeys = Object.keys(registry) as EndpointKey[];

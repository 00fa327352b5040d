import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { middayOffset } from '../../.config/test-clock.mjs';

/** The journeys run against web's production build: say so plainly when it is missing. */
export default function globalSetup() {
  // One clock for the run (decision 225): the mock servers, the browsers and the workers read noon
  // UTC of today, running on, whatever the hour. Set MOCK_CLOCK_OFFSET_MS to run at another time.
  process.env.MOCK_CLOCK_OFFSET_MS ??= String(middayOffset());
  const index = resolve(import.meta.dirname, '../../web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(
      `No web build at ${index}: run "npx vite build" in web (or "npx turbo run build --filter=@sportsbook/web") first.`,
    );
  }
}

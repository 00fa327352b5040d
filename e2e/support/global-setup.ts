import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The journeys run against web's production build: say so plainly when it is missing. */
export default function globalSetup() {
  const index = resolve(import.meta.dirname, '../../web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(
      `No web build at ${index}: run "npx vite build" in web (or "npx turbo run build --filter=@sportsbook/web") first.`,
    );
  }
}

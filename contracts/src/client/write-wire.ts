import { writeFileSync } from 'node:fs';
import { renderWire, wireFile } from './render-wire.ts';

writeFileSync(wireFile, await renderWire());
console.log(`wrote ${wireFile.pathname}`);

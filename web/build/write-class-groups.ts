import { writeFileSync } from 'node:fs';
import {
  CLASS_TABLE_FILE,
  collectClassTokens,
  computeClassTable,
  renderClassTable,
} from './class-groups.ts';

const tokens = collectClassTokens();
writeFileSync(CLASS_TABLE_FILE, await renderClassTable(computeClassTable(tokens)));
console.log(`wrote ${CLASS_TABLE_FILE} (${String(tokens.length)} classes)`);

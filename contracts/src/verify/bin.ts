#!/usr/bin/env -S node --import tsx
// The `sportsbook-contract` command (contracts/package.json "bin"). In the repository it runs the
// TypeScript sources through tsx, as every script does (decision 100); the packed package's
// compiled copy, dist/verify/bin.js, starts with a plain `node` shebang (decision 105).
import { main } from './cli.ts';

const code = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  tty: process.stderr.isTTY,
  env: process.env,
});
process.exitCode = code;

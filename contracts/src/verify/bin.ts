#!/usr/bin/env -S node --import tsx
// The `sportsbook-contract` command (contracts/package.json "bin"). It runs the TypeScript sources
// through tsx, as every script of this repository does (decision 100).
import { main } from './cli.ts';

const code = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  tty: process.stderr.isTTY,
  env: process.env,
});
process.exitCode = code;

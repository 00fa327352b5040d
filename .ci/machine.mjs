// What kind of machine a run had, in three figures that explain its wall time (issue 37): the CPU
// on plain JavaScript, a system call, and a first touch of new memory (a page fault). Browsers pay
// the last two far more than Node: on a machine where they are slow, the browser suites take two
// to three times as long while the Node suites do not (docs/performance.md, run 86). Prints one
// line; takes about a second.
import { closeSync, openSync, readSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const time = (work) => {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

// Plain JavaScript: a loop V8 compiles, 100 million steps (its sum kept, so none is skipped).
export let sum = 0;
const loopMs = time(() => {
  for (let i = 0; i < 1e8; i++) sum += i % 7;
});

// A system call: one-byte reads of /dev/zero.
const CALLS = 200_000;
const zero = openSync('/dev/zero', 'r');
const byte = Buffer.alloc(1);
const callsMs = time(() => {
  for (let i = 0; i < CALLS; i++) readSync(zero, byte, 0, 1, null);
});
closeSync(zero);

// A page fault: the first write to each 4 KiB page of 256 MiB the process has not touched.
const BYTES = 256 * 1024 * 1024;
const pages = BYTES / 4096;
const memory = Buffer.allocUnsafeSlow(BYTES);
const faultsMs = time(() => {
  for (let offset = 0; offset < BYTES; offset += 4096) memory[offset] = 1;
});

const [cpu] = cpus();
console.log(
  `machine: ${String(cpus().length)} × ${cpu?.model.trim() ?? 'unknown CPU'}; ` +
    `JS loop ${loopMs.toFixed(0)} ms, system call ${((callsMs * 1000) / CALLS).toFixed(2)} µs, ` +
    `page fault ${((faultsMs * 1000) / pages).toFixed(2)} µs; ` +
    `load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);

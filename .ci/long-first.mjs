// The long suites first (decision 237). Turbo hands its slots to tasks in the order they become
// ready, and its chain of no-op builds (contracts#build -> mock-server#build -> web#build) queued
// the web build, and with it the journeys, behind every lint: in run 66 the journeys started at
// 500 s and ran their last 247 s with nothing beside them. This writes a copy of turbo.json in
// which every other task of the run waits until the long suites are queued, so they start first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The suites that take most of the run (run 66: e2e 590 s, web 481 s, stories 291 s; the other
 * fourteen tasks 571 s together), each with a task entry of its own in turbo.json, and the builds
 * they wait for.
 */
export const LONG_TASKS = [
  '@sportsbook/e2e#test',
  '@sportsbook/web#test',
  '@sportsbook/stories#test',
];
const THEIR_BUILDS = ['@sportsbook/web#build', '@sportsbook/stories#build'];

/**
 * A no-op task (no package has a script of that name) that is done once both builds are: the long
 * suites become ready with it or before it, so they are queued before anything that waits for it.
 */
const GATE = 'long-suites-queued';
const GATE_ID = `@sportsbook/web#${GATE}`;

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * turbo.json's config with the gate: each of `taskNames` (as `turbo run` takes them: lint, test)
 * also depends on the gate, except the long suites, whose own entries are kept as they are.
 * @param {unknown} config the parsed turbo.json
 * @param {readonly string[]} taskNames
 * @returns {Record<string, unknown>}
 */
export function longFirstConfig(config, taskNames) {
  if (!isRecord(config) || !isRecord(config.tasks)) throw new Error('turbo.json has no tasks');
  const tasks = { ...config.tasks };
  for (const id of LONG_TASKS) {
    if (!isRecord(tasks[id])) throw new Error(`turbo.json has no entry of its own for ${id}`);
  }
  for (const name of taskNames) {
    const task = tasks[name];
    if (!isRecord(task)) continue;
    const dependsOn = Array.isArray(task.dependsOn) ? task.dependsOn : [];
    tasks[name] = { ...task, dependsOn: [...dependsOn, GATE_ID] };
  }
  tasks[GATE] = { dependsOn: THEIR_BUILDS, cache: false };
  return { ...config, tasks };
}

/**
 * Writes the long-first copy of `root`'s turbo.json under .turbo and answers its path, for
 * `turbo run --root-turbo-json`.
 * @param {string} root
 * @param {readonly string[]} taskNames
 */
export function writeLongFirstConfig(root, taskNames) {
  const config = /** @type {unknown} */ (
    JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8'))
  );
  const dir = join(root, '.turbo');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'long-first.turbo.json');
  writeFileSync(path, `${JSON.stringify(longFirstConfig(config, taskNames), null, 2)}\n`);
  return path;
}

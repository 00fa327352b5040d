// The long suites first, longest first (decision 237). Turbo hands a free slot to the task that
// became ready first, and its chain of no-op builds (contracts#build -> mock-server#build ->
// web#build) queued the web build, and with it the journeys, behind every lint: in run 66 the
// journeys started at 500 s and ran their last 247 s with nothing beside them. This writes a copy
// of turbo.json in which the journeys are queued before the web suite, and every other task of
// the run waits until both are queued.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The suites that take most of the run (run 66: e2e 590 s, web 481 s, stories 291 s; the other
 * fourteen tasks 571 s together), each with a task entry of its own in turbo.json.
 * - CHAIN: the two that wait for the web build, longest first. When the build ends one slot is
 *   free; the journeys take it, and the web suite the next one (in run 69 the web suite went first
 *   and the journeys ran on to the end beside the small tasks).
 * - The stories wait for their own build, which ends first: they take the other slot at once.
 */
const CHAIN = ['@sportsbook/e2e#test', '@sportsbook/web#test'];
const STORIES = '@sportsbook/stories#test';
const LONG_TASKS = [...CHAIN, STORIES];

/** @param {string} id a task id as `package#task` */
function packageOf(id) {
  return id.slice(0, id.indexOf('#'));
}

/**
 * No-op tasks (no package has a script of these names): `<package>#suite-queued` is ready when
 * that package's suite is, so what depends on it is queued after the suite; `long-suites-queued`
 * is ready when the last of the chain and the stories are, and holds every other task of the run.
 */
const QUEUED = 'suite-queued';
// In the stories' package, so that its dependencies (`build`) are the stories' own.
const GATE_ID = `${packageOf(STORIES)}#long-suites-queued`;

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} task */
const dependsOnOf = (task) =>
  isRecord(task) && Array.isArray(task.dependsOn) ? task.dependsOn.map(String) : [];

/**
 * turbo.json's config, ordered: the web suite also waits until the journeys are queued, and each
 * of `taskNames` (as `turbo run` takes them: lint, test) waits for the gate, except the long
 * suites. A dependency a task gains here only orders it: it never runs anything more.
 * @param {unknown} config the parsed turbo.json
 * @param {readonly string[]} taskNames
 * @returns {Record<string, unknown>}
 */
function longFirstConfig(config, taskNames) {
  if (!isRecord(config) || !isRecord(config.tasks)) throw new Error('turbo.json has no tasks');
  const tasks = { ...config.tasks };
  for (const id of LONG_TASKS) {
    if (!isRecord(tasks[id])) throw new Error(`turbo.json has no entry of its own for ${id}`);
  }
  for (const name of taskNames) {
    if (!isRecord(tasks[name])) continue;
    tasks[name] = { ...tasks[name], dependsOn: [...dependsOnOf(tasks[name]), GATE_ID] };
  }
  /** @type {string[]} the no-op that is ready with the suite before (none before the first) */
  let queuedBefore = [];
  for (const id of CHAIN) {
    const dependsOn = [...dependsOnOf(tasks[id]), ...queuedBefore];
    tasks[id] = { ...tasks[id], dependsOn };
    const queued = `${packageOf(id)}#${QUEUED}`;
    tasks[queued] = { dependsOn, cache: false };
    queuedBefore = [queued];
  }
  tasks[GATE_ID] = { dependsOn: [...queuedBefore, ...dependsOnOf(tasks[STORIES])], cache: false };
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

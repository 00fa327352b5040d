// Half of a planted import cycle for src/layers.test.ts: on disk only second.ts imports this
// file, so the tree stays acyclic; the test lints this file with an import of second.ts added.
export const first = 'first';

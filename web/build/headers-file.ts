/**
 * Reads a `_headers` file the way Cloudflare Pages does (every rule whose pattern matches applies,
 * in order; `! Name` drops a header an earlier rule set; `*` matches any run of characters), so
 * tests and the e2e static host answer exactly what such a host would.
 */
export interface HeaderRule {
  readonly pattern: RegExp;
  readonly detach: readonly string[];
  readonly set: readonly (readonly [string, string])[];
}

const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: RegExp; detach: string[]; set: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), detach: [], set: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header before any path: ${line}`);
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (detached?.[1]) {
      rule.detach.push(detached[1].toLowerCase());
      continue;
    }
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (!header?.[1] || header[2] === undefined) throw new Error(`_headers: not a header: ${line}`);
    rule.set.push([header[1].toLowerCase(), header[2]]);
  }
  return rules;
}

/** The headers (lower-case names) a host following `rules` adds to the answer for `path`. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers = new Map<string, string>();
  const pathname = path.split('?')[0] ?? '/';
  for (const rule of rules.filter((each) => each.pattern.test(pathname))) {
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const earlier = headers.get(name);
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return Object.fromEntries(headers);
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, posix, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { isHostOnlyPath } from '@sportsbook/contracts/hosting';
import {
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from '@sportsbook/web/build/headers-file.ts';

/**
 * A plain static host, as Cloudflare Pages or Netlify serve a folder: files, the folder's
 * `_headers` (every matching rule, `! Name` detaches) and `_redirects` (a file at the path wins over
 * a rule; `200` rewrites, `404` answers not found, 301/302/303/307/308 redirect, `:splat` carries what `*` matched), and
 * nothing else of ours. It never serves `_headers`, `_redirects` or `_host/`, and refuses a path
 * that would leave the folder. Used by e2e/tests/deploy to prove a configured build works with
 * "nothing of ours answering but files".
 */

export interface StaticHost {
  /** `http://127.0.0.1:<port>`, as the browser sends it in Origin. */
  readonly origin: string;
  readonly close: () => Promise<void>;
}

interface Redirect {
  readonly from: RegExp;
  readonly to: string;
  readonly status: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const REDIRECT_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404]);

/** `_redirects`: `from to [status]` per line; `*` in `from` is the splat (as in `_headers`). */
export function parseRedirectsFile(text: string): Redirect[] {
  const rules: Redirect[] = [];
  for (const line of text.split('\n')) {
    const words = line.trim().split(/\s+/);
    const [from, to, status = '301'] = words;
    if (!from || from.startsWith('#')) continue;
    if (!to || words.length > 3 || !REDIRECT_STATUSES.has(Number(status)))
      throw new Error(`_redirects: not a rule: ${line}`);
    const pattern = from
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.*)');
    rules.push({ from: new RegExp(`^${pattern}$`), to, status: Number(status) });
  }
  return rules;
}

const readIfExists = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The file under `root` a URL path names (a folder names its index.html), or null. */
function fileAt(root: string, pathname: string): string | null {
  const path = resolve(root, `.${pathname}`);
  try {
    const stats = statSync(path);
    if (stats.isFile()) return path;
    if (stats.isDirectory() && pathname.endsWith('/')) {
      const index = join(path, 'index.html');
      return statSync(index).isFile() ? index : null;
    }
  } catch {
    // No such file.
  }
  return null;
}

/** The decoded, normalised pathname, or null when it is malformed or would leave `root`. */
function safePathname(root: string, url: string): string | null {
  let pathname: string;
  try {
    // The request target is a path ('//x' too, which new URL(url, base) would read as a host).
    pathname = decodeURIComponent(new URL(`http://host${url}`).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  if (pathname.split('/').includes('..')) return null;
  // '//_headers' and '/./_headers' are '/_headers': judge the path the file system will open.
  pathname = posix.normalize(pathname);
  const path = resolve(root, `.${pathname}`);
  return path === root || path.startsWith(`${root}${sep}`) ? pathname : null;
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
) {
  response.writeHead(status, { ...headers, 'content-length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves `root` on 127.0.0.1 (`port` 0: a free port); resolves once it listens. */
export async function startStaticHost(rootFolder: string, port = 0): Promise<StaticHost> {
  const root = resolve(rootFolder);
  const headerRules: HeaderRule[] = parseHeadersFile(readIfExists(join(root, '_headers')) ?? '');
  const redirects = parseRedirectsFile(readIfExists(join(root, '_redirects')) ?? '');

  const server = createServer((request, response) => {
    const text = (status: number, message: string, headers: Record<string, string> = {}) => {
      send(
        request,
        response,
        status,
        { 'content-type': 'text/plain', ...headers },
        Buffer.from(message),
      );
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      text(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return;
    }
    const url = request.url ?? '/';
    const pathname = safePathname(root, url);
    if (pathname === null) {
      text(400, 'Bad Request');
      return;
    }
    const headers = headersForPath(headerRules, pathname);
    const notFound = () => {
      text(404, 'Not Found', headers);
    };
    if (isHostOnlyPath(pathname)) {
      notFound();
      return;
    }
    const serveFile = (file: string) => {
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      send(request, response, 200, { ...headers, 'content-type': type }, readFileSync(file));
    };
    // A file at the path shadows every rule (Netlify and Cloudflare Pages without `!`).
    const file = fileAt(root, pathname);
    if (file) {
      serveFile(file);
      return;
    }
    for (const rule of redirects) {
      const match = rule.from.exec(pathname);
      if (!match) continue;
      const target = rule.to.replace(':splat', match[1] ?? '');
      if (rule.status === 404) {
        // Netlify and Cloudflare Pages answer the target's content with a 404; it has none here.
        notFound();
        return;
      }
      if (rule.status !== 200) {
        text(rule.status, '', { ...headers, location: target });
        return;
      }
      const rewritten = safePathname(root, target);
      const rewrittenFile = rewritten === null ? null : fileAt(root, rewritten);
      if (rewritten !== null && !isHostOnlyPath(rewritten) && rewrittenFile) {
        serveFile(rewrittenFile);
        return;
      }
    }
    notFound();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      }),
  };
}

// Where the deploy e2e (e2e/tests/deploy/nginx.spec.ts) finds nginx, and what
// `.ci/ensure-nginx.mjs` checks for: Debian's nginx (1.22) and its brotli_static module, which the
// include `npm run configure -w @sportsbook/web` writes turns on. NGINX_PATH points elsewhere.
// Plain JavaScript so Node and Playwright's loader can both import it.

/** Where Debian's package "nginx" puts the executable. */
export const debianNginxPath = '/usr/sbin/nginx';

/** The nginx executable: `NGINX_PATH`, else Debian's. */
export const nginxPath = process.env.NGINX_PATH || debianNginxPath;

/**
 * Debian's brotli_static module (package libnginx-mod-http-brotli-static), by absolute path: the
 * relative `modules/...` of /etc/nginx/modules-enabled breaks under `nginx -p DIR`.
 */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The Debian packages that provide both. */
export const nginxPackages = ['nginx', 'libnginx-mod-http-brotli-static'];

import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const staticDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/storybook/storybook-static',
);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves the static Storybook build on a free loopback port for the screenshot tests. */
export default async function serveStorybook() {
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    throw new Error(`No Storybook build in ${staticDir}: run npm run build-storybook first`);
  }
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(staticDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  process.env.STORYBOOK_URL = `http://127.0.0.1:${address.port}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

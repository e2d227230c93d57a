import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadsUrlPrefix } from '../edges/file-storage';
import { errorBody } from '../http/error-handler';

/** Seed illustrations shipped with the repo under /media, and users' uploads under /media/uploads. */
export async function registerMedia(
  app: FastifyInstance,
  seedAssetsDir: string,
  uploadsDir: string,
): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: uploadsUrlPrefix,
    decorateReply: false,
    // Upload names are random and never reused, so a long cache is safe.
    maxAge: '30d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: seedAssetsDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
}

/**
 * The built buyer app at `/`. Unknown non-API paths answer with index.html so deep links work
 * (the app shows its own Not Found page); unknown API paths answer with a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<boolean> {
  const hasWebApp = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // The app's build writes .br and .gz copies (apps/app/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those files never change at one URL.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/');
    if (webDistDir && hasWebApp && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    }
    return reply.status(404).send(errorBody(404, '요청한 주소를 찾을 수 없습니다.'));
  });
  return hasWebApp;
}

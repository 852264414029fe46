import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler.js';

/** Vite names every file under /assets by a hash of its content: a new build gives new names. */
const assetsFolder = 'assets';
const forAYear = 'public, max-age=31536000, immutable';
/** index.html names the current build's assets: the browser asks again every time (a 304 when unchanged). */
const alwaysRevalidate = 'no-cache';

/**
 * The built client (docs/decisions/0017-delivery-and-speed.md): hashed assets cached for a
 * year, everything else revalidated; the build's brotli and gzip files served in place of the
 * originals; source maps never served, even when a build left some behind. Every other GET
 * outside the API is answered by index.html, for the client router.
 */
export async function serveWebClient(app: FastifyInstance, root: string): Promise<void> {
  const hasClient = existsSync(join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders: (response, path) => {
        const hashed = relative(root, path).startsWith(`${assetsFolder}${sep}`);
        response.setHeader('cache-control', hashed ? forAYear : alwaysRevalidate);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404, not the page: a tab still running an older build then fails
    // to load a chunk plainly, instead of being handed HTML as JavaScript.
    const clientRoute =
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(`/${assetsFolder}/`) &&
      !request.url.split('?', 1)[0]?.endsWith('.map');
    if (!clientRoute) return reply.status(404).send(notFoundBody());
    return reply.sendFile('index.html');
  });
}

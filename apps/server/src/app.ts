import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { HealthResponse } from '@lims/contract';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { areas } from './areas.js';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAmbientDatabase } from './db/transactions.js';
import { registerErrorHandler, sendError } from './http/error-handler.js';
import { RequestLog } from './http/request-log.js';
import { responseSerializer } from './http/response-serializer.js';
import { registerSessionGuard } from './http/session-guard.js';
import { serveWebClient } from './http/web-client.js';
import { buildServices, registerAreaRoutes } from './platform/areas/area.js';
import { type EventBus, publishAfterCommit } from './platform/events/event-bus.js';
import { realtimeRoutes } from './platform/realtime/realtime.routes.js';
import type { ServiceRegistry } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the routes use: main.ts starts the job worker among them. */
    services: ServiceRegistry;
  }
}

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  bus: EventBus;
  now?: () => Date;
  /** Logs at `config.logLevel` to stdout, or to `stream` (tests read what was logged). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** The whole product in one Fastify instance: API, OpenAPI, real-time and the built client. */
export async function buildApp({ config, database, bus, now = () => new Date(), logger = false }: AppOptions) {
  const app = Fastify({
    logger: logger && { level: config.logLevel, ...(logger === true ? {} : { stream: logger.stream }) },
    // One line per request at most, and only at debug (http/request-log.ts).
    logController: new RequestLog(),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    // Errors raised before a route is found (a malformed URL, an over-long parameter) answer the same error shape.
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Tests also check every answer against its schema (vitest.config.ts); production does not.
  app.setSerializerCompiler(responseSerializer({ check: process.env.CHECK_RESPONSES === 'true' }));
  registerErrorHandler(app);
  // Before any route, so that every route compresses. Brotli at quality 4 costs about what gzip
  // does and still compresses better; the client's files are compressed at build time at the
  // highest quality (apps/web/vite.config.ts) and served as they are. Request bodies are left
  // as sent: nothing the client sends is compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });

  const services = buildServices(areas, {
    db: createAmbientDatabase(database.db),
    dbKind: database.kind,
    bus: publishAfterCommit(bus),
    config,
    now,
  });
  app.decorate('services', services);

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'LIMS API', version: '1', description: 'Laboratory information management system' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lims_session' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerSessionGuard(app, services.auth);

  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const, db: database.kind }),
  );
  app.get('/api/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      await registerAreaRoutes(api, areas, services);
      await api.register(realtimeRoutes, { auth: services.auth, bus });
    },
    { prefix: '/api/v1' },
  );

  await serveWebClient(app, config.webDist ?? join(import.meta.dirname, '../../web/dist'));
  return app;
}

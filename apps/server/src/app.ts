import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { HealthResponse } from '@lims/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createServices } from './app-services.js';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { notFoundBody, registerErrorHandler } from './http/error-handler.js';
import { registerSessionGuard } from './http/session-guard.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { departmentsRoutes } from './modules/catalogue/departments.routes.js';
import { labUsersRoutes } from './modules/settings/lab-users.routes.js';
import { publicRoutes } from './modules/settings/public.routes.js';
import type { EventBus } from './platform/events/event-bus.js';
import { realtimeRoutes } from './platform/realtime/realtime.routes.js';

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  bus: EventBus;
  now?: () => Date;
  logger?: boolean;
}

/** The whole product in one Fastify instance: API, OpenAPI, real-time and the built client. */
export async function buildApp({ config, database, bus, now = () => new Date(), logger = false }: AppOptions) {
  const app = Fastify({
    logger: logger && { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services = createServices({ db: database.db, dbKind: database.kind, bus, config, now });

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
      await api.register(publicRoutes, { services });
      await api.register(authRoutes, { services });
      await api.register(departmentsRoutes, { services });
      await api.register(labUsersRoutes, { services });
      await api.register(realtimeRoutes, { auth: services.auth, bus });
    },
    { prefix: '/api/v1' },
  );

  await serveWebClient(app, config);
  return app;
}

/** The built client, with every other GET answered by index.html for the client router. */
async function serveWebClient(app: FastifyInstance, config: ServerConfig) {
  const root = config.webDist ?? join(import.meta.dirname, '../../web/dist');
  const hasClient = existsSync(join(root, 'index.html'));
  if (hasClient) await app.register(fastifyStatic, { root, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (!hasClient || request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.status(404).send(notFoundBody());
    }
    return reply.sendFile('index.html');
  });
}

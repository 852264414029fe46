import type { RealtimeMessage } from '@lims/contract';
import { sessionCookie } from '@lims/contract';
import { DomainError } from '@lims/domain';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../../http/error-handler.js';
import type { AuthService } from '../../modules/auth/auth.service.js';
import { type DomainEvent, type EventBus, sessionsEndedChannel } from '../events/event-bus.js';

const closeCodes = { unauthenticated: 4401, sessionEnded: 4001 } as const;

const reaches = (event: DomainEvent, labId: number | null, sessionId: number): boolean =>
  event.labId === labId && (event.sessionIds === undefined || event.sessionIds.includes(sessionId));

/**
 * One WebSocket per tab (spec 000 §7 Real-time). It hears the events of its own lab only,
 * and those addressed to its own session. When its session ends it is closed: after the
 * 'concurrent-login' message for an eviction, silently for any other end.
 */
export const realtimeRoutes: FastifyPluginAsync<{ auth: AuthService; bus: EventBus }> = async (app, { auth, bus }) => {
  app.route({
    method: 'GET',
    url: '/realtime',
    config: { public: true },
    schema: {
      tags: ['platform'],
      summary: 'Real-time WebSocket: messages { channel, payload } for the caller lab and session',
    },
    // A plain GET (no upgrade) is answered in the API's error shape.
    handler: async (_request, reply) =>
      reply.status(400).send(errorBody(new DomainError('bad_request', 'invalidRequest'))),
    wsHandler: async (socket, request) => {
      // The session guard has already read the cookie during the upgrade. Using its answer keeps
      // the subscription below in the same tick as the upgrade, so that no event published just
      // after the client sees the socket open is lost.
      const resolved = request.resolved ?? (await auth.resolve(request.cookies[sessionCookie]));
      if (!resolved) {
        socket.close(closeCodes.unauthenticated, 'unauthenticated');
        return;
      }
      const { labId, sessionId } = resolved.actor;
      const unsubscribe = bus.subscribe((event) => {
        if (!reaches(event, labId, sessionId)) return;
        if (event.channel === sessionsEndedChannel) {
          socket.close(closeCodes.sessionEnded, 'session ended');
          return;
        }
        const message: RealtimeMessage = { channel: event.channel, payload: event.payload };
        socket.send(JSON.stringify(message));
        if (event.channel === 'concurrent-login') socket.close(closeCodes.sessionEnded, 'session ended');
      });
      socket.on('close', unsubscribe);
    },
  });
};

import { defineArea } from '../areas/area.js';
import { createMessagesService, type MessagesService } from './messages.service.js';
import { outboxRoutes } from './outbox.routes.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    messages: MessagesService;
  }
}

/** Outgoing e-mail, SMS and WhatsApp, and the outbox admins read (docs/decisions/0014-jobs-and-outbox.md). */
export const messagesArea = defineArea({
  name: 'messages',
  services: {
    messages: (deps) => createMessagesService({ ...deps, jobs: deps.services.jobs, labs: deps.services.labs }),
  },
  routes: [outboxRoutes],
});

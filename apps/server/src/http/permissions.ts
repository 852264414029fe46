import { DomainError, messages } from '@lims/domain';
import type { Actor, LabActor } from './actor.js';

export function requireAdmin(actor: Actor): asserts actor is LabActor {
  if (actor.kind !== 'lab' || actor.labId === null || !actor.admin) {
    throw new DomainError('forbidden', messages.adminOnly);
  }
}

export function requireLabActor(actor: Actor): asserts actor is LabActor {
  if (actor.labId === null) throw new DomainError('forbidden', messages.invalidRequest);
}

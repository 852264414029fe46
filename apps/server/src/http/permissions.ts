import { can, DomainError, type Permission, refusalOf } from '@lims/domain';
import type { Actor, LabActor } from './actor.js';

/** Services ask the same registry as the route guard (defence in depth: a service may be called from a job). */
export function requirePermission(actor: Actor, permission: Permission): asserts actor is LabActor {
  if (!can(actor, permission) || actor.labId === null) throw new DomainError('forbidden', refusalOf(permission));
}

/**
 * The same question for the work of someone who belongs to no lab: support staff (spec 002 §6),
 * who act on the lab they picked rather than one of their own.
 */
export function requireAllowed(actor: Actor, permission: Permission): void {
  if (!can(actor, permission)) throw new DomainError('forbidden', refusalOf(permission));
}

export function requireLabActor(actor: Actor): asserts actor is LabActor {
  if (actor.labId === null) throw new DomainError('forbidden', 'notAuthorised');
}

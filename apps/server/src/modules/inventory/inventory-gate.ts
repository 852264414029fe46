import { conflict } from '../../http/errors.js';
import type { ServiceRegistry } from '../../services.js';

export type LabsForGate = Pick<ServiceRegistry['labs'], 'getLab'>;

/** Whether the lab keeps stock (session inventoryManagement): consumption quietly does nothing when not. */
export const inventoryOn = async (labs: LabsForGate, labId: number): Promise<boolean> =>
  (await labs.getLab(labId)).settings.inventoryManagement;

/**
 * Every inventory call a person makes refuses a lab that has not switched inventory management
 * on (issue 15 'Shown only when the lab's inventoryManagement is on'): 409 `inventoryOff`.
 */
export async function requireInventory(labs: LabsForGate, labId: number): Promise<void> {
  if (!(await inventoryOn(labs, labId))) throw conflict('inventoryOff');
}

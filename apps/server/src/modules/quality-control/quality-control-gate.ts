import { conflict } from '../../http/errors.js';
import type { ServiceRegistry } from '../../services.js';

export type LabsForGate = Pick<ServiceRegistry['labs'], 'getLab'>;

/** Whether the lab runs quality control (session qualityControl): holds are kept only when it does. */
export const qualityControlOn = async (labs: LabsForGate, labId: number): Promise<boolean> =>
  (await labs.getLab(labId)).settings.qualityControl;

/** Every QC call a person makes refuses a lab without qualityControl on: 409 `qualityControlOff`. */
export async function requireQualityControl(labs: LabsForGate, labId: number): Promise<void> {
  if (!(await qualityControlOn(labs, labId))) throw conflict('qualityControlOff');
}

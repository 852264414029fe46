import type {
  AddMedicalHistory,
  MedicalHistoryLists,
  NamedRef,
  Patient,
  SetPatientMedicalHistory,
} from '@lims/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  findMedicalHistoryItemByName,
  insertMedicalHistoryItem,
  listMedicalHistoryItems,
  replaceItemsOfPatient,
} from './medical-history.queries.js';
import { assertMedicalHistoryOfLab, type PatientsService } from './patients.service.js';

/** spec 000 §8 Medical history, code 2. */
const nameExists = () => conflict('medicalHistoryNameExists', 'name');

/**
 * The lab's lists of medical histories and allergies, and the ones ticked for a patient
 * (spec 000 §2 Edit Medical History modal, §7 getMedicalHistoryList, getAllergiesList,
 * addMedicalHistory, saveHistoryAndAllergies).
 */
export function createMedicalHistoryService({ db, patients }: Pick<ServiceDeps, 'db'> & { patients: PatientsService }) {
  return {
    async lists({ actor }: { actor: LabActor }): Promise<MedicalHistoryLists> {
      requirePermission(actor, 'patients.view');
      const items = await listMedicalHistoryItems(db, actor.labId);
      const named = (kind: string) => items.filter((item) => item.kind === kind).map(({ id, name }) => ({ id, name }));
      return { histories: named('history'), allergies: named('allergy') };
    },

    /**
     * '+ Add Medical History': the name trimmed (by the contract), unique in its kind without
     * regard to case; two adds of one name at once are settled by the unique index.
     */
    async add({ actor, input }: { actor: LabActor; input: AddMedicalHistory }): Promise<NamedRef> {
      requirePermission(actor, 'patients.medicalHistory');
      const kind = input.kind ?? 'history';
      try {
        return await db.transaction(async (tx) => {
          if (await findMedicalHistoryItemByName(tx, actor.labId, kind, input.name)) throw nameExists();
          const item = await insertMedicalHistoryItem(tx, { labId: actor.labId, kind, name: input.name });
          await audit(tx, actor, {
            action: 'medical_history_item.create',
            entityType: 'medical_history_item',
            entityId: item.id,
            after: item,
          });
          return { id: item.id, name: item.name };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameExists();
        throw error;
      }
    },

    /** Edit Medical History's save: exactly these histories and allergies are ticked. */
    async setForPatient({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: SetPatientMedicalHistory;
    }): Promise<Patient> {
      requirePermission(actor, 'patients.medicalHistory');
      return patients.changeRecord({
        actor,
        id,
        version: input.version,
        action: 'patient.set_medical_history',
        event: 'updated',
        apply: async (locked) => {
          await assertMedicalHistoryOfLab(db, actor.labId, input);
          await replaceItemsOfPatient(db, actor.labId, locked.id, [...input.medicalHistoryIds, ...input.allergyIds]);
          return {};
        },
      });
    },
  };
}
export type MedicalHistoryService = ReturnType<typeof createMedicalHistoryService>;

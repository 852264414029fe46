import type {
  CommunicationSettings,
  OperationSettings,
  PrintSettings,
  UpdateCommunicationSettings,
  UpdateOperationSettings,
  UpdatePrintSettings,
} from '@lims/contract';
import {
  communicationSettingsOf,
  defaultCommunicationSettings,
  defaultOperationSettings,
  defaultPrintSettings,
  normaliseVariantTriggerList,
  type OperationSettings as OperationSettingsValues,
  operationSettingsOf,
  operationSettingsProblem,
  type PrintSettings as PrintSettingsValues,
  printSettingsOf,
} from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { DoctorsService } from '../doctors/doctors.service.js';
import type { LabProfile, LabsService } from './labs.service.js';

const communicationOf = (lab: LabProfile): CommunicationSettings => ({
  ...communicationSettingsOf(lab.settings.communication),
  version: lab.settingsVersion,
});

const printOf = (lab: LabProfile): PrintSettings => ({
  ...printSettingsOf(lab.settings.print),
  version: lab.settingsVersion,
});

/**
 * Centre settings > Communication (spec 000 §3), > Operation settings (spec 001 §3) and > Print
 * settings (spec 002 §3 print defaults): sections of the lab's settings document, read with their defaults filled in and written
 * through `labs.updateSettings` (locked, versioned, audited with the changed keys).
 */
export function createLabSettingsService({ labs, doctors }: { labs: LabsService; doctors: DoctorsService }) {
  const operationOf = async (lab: LabProfile): Promise<OperationSettings> => ({
    ...operationSettingsOf(lab.settings.operation),
    version: lab.settingsVersion,
    signingDoctors: await doctors.signingDoctors(lab.id),
  });

  return {
    /** What the lab sends by SMS, WhatsApp and e-mail; other areas read it before sending. */
    communication: async (labId: number) => communicationSettingsOf((await labs.getLab(labId)).settings.communication),

    /** How result entry, signing and the waiting lists behave in the lab. */
    operation: async (labId: number): Promise<OperationSettingsValues> =>
      operationSettingsOf((await labs.getLab(labId)).settings.operation),

    /** How the lab's reports print: the PDF, the viewer and the print list follow it. */
    print: async (labId: number): Promise<PrintSettingsValues> =>
      printSettingsOf((await labs.getLab(labId)).settings.print),

    /**
     * Every lab user reads them: the report viewer opens with the lab's letterhead choice and
     * disables printing a due bill's report (spec 001 §6 hideAmountDueReport).
     */
    async getPrint({ actor }: { actor: LabActor }): Promise<PrintSettings> {
      requirePermission(actor, 'printSettings.view');
      return printOf(await labs.getLab(actor.labId));
    },

    async updatePrint({ actor, input }: { actor: LabActor; input: UpdatePrintSettings }): Promise<PrintSettings> {
      requirePermission(actor, 'centre.manage');
      const { version, ...section } = input;
      const lab = await labs.updateSettings({
        actor,
        labId: actor.labId,
        patch: { print: section },
        version,
        action: 'settings.print.update',
        defaults: { print: { ...defaultPrintSettings } },
      });
      return printOf(lab);
    },

    async getCommunication({ actor }: { actor: LabActor }): Promise<CommunicationSettings> {
      requirePermission(actor, 'centre.manage');
      return communicationOf(await labs.getLab(actor.labId));
    },

    async updateCommunication({
      actor,
      input,
    }: {
      actor: LabActor;
      input: UpdateCommunicationSettings;
    }): Promise<CommunicationSettings> {
      requirePermission(actor, 'centre.manage');
      const { version, ...section } = input;
      const lab = await labs.updateSettings({
        actor,
        labId: actor.labId,
        patch: {
          communication: {
            ...section,
            whatsAppVariantTriggerList: normaliseVariantTriggerList(section.whatsAppVariantTriggerList),
          },
        },
        version,
        action: 'settings.communication.update',
        defaults: { communication: defaultCommunicationSettings },
      });
      return communicationOf(lab);
    },

    async getOperation({ actor }: { actor: LabActor }): Promise<OperationSettings> {
      requirePermission(actor, 'centre.manage');
      return operationOf(await labs.getLab(actor.labId));
    },

    async updateOperation({
      actor,
      input,
    }: {
      actor: LabActor;
      input: UpdateOperationSettings;
    }): Promise<OperationSettings> {
      requirePermission(actor, 'centre.manage');
      const { version, ...section } = input;
      const problem = operationSettingsProblem(section);
      if (problem) throw badRequest('invalidRequest', problem);
      if (section.defaultSignDoc !== null) {
        // Another lab's doctor, a disabled one or one who does not sign reads as not found.
        const doctor = await doctors.principal(actor.labId, section.defaultSignDoc);
        if (!doctor?.enabled || !doctor.isSigning) throw badRequest('invalidRequest', 'defaultSignDoc');
      }
      const lab = await labs.updateSettings({
        actor,
        labId: actor.labId,
        patch: { operation: section },
        version,
        action: 'settings.operation.update',
        defaults: { operation: { ...defaultOperationSettings } },
      });
      return operationOf(lab);
    },
  };
}
export type LabSettingsService = ReturnType<typeof createLabSettingsService>;

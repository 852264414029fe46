import { CreateWorklistTemplate } from '@lims/contract';
import { noTemplateFlags, type WorklistTemplateFlag } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

const flagsOf = (on: readonly WorklistTemplateFlag[]) => ({
  ...noTemplateFlags,
  ...Object.fromEntries(on.map((flag) => [flag, true])),
});

/**
 * The bench's work list templates (issue 14), through the work lists service: a morning sheet
 * printed with room for handwritten notes, and the biochemistry section's Excel export for its
 * analyser's import.
 */
export async function createDemoWorklists(services: ServiceRegistry, actor: LabActor): Promise<void> {
  const { categories } = await services.worklistOptions.options({ actor });
  const biochemistry = categories.find((category) => category.name === 'Biochemistry panels');
  await services.worklistTemplates.create({
    actor,
    input: CreateWorklistTemplate.parse({
      name: 'Morning bench sheet',
      categoryId: null,
      format: 'pdf',
      flags: flagsOf(['patientIdFlag', 'billDateFlag', 'refNameFlag', 'clinicalHistoryFlag', 'blankCommentsFlag']),
    }),
  });
  await services.worklistTemplates.create({
    actor,
    input: CreateWorklistTemplate.parse({
      name: 'Biochemistry export',
      categoryId: biochemistry?.id ?? null,
      format: 'excel',
      flags: flagsOf([
        'patientIdFlag',
        'patientTypeFlag',
        'orgNameFlag',
        'refNameFlag',
        'reportCommentsFlag',
        'orderNumberFlag',
      ]),
    }),
  });
}

import { readFileSync } from 'node:fs';
import type { LabUser } from '@lims/contract';
import type { DashboardLabel, LanguageCode } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import { type DocumentsService, documentDateTime, type TextKey, textReader } from '../../platform/documents/index.js';
import type { DepartmentsService } from '../catalogue/departments.service.js';
import type { LabUsersService } from './lab-users.service.js';
import type { LabsService } from './labs.service.js';
import type { TranslationsService } from './translations.service.js';

const template = readFileSync(new URL('./templates/lab-users.typ', import.meta.url), 'utf8');

const dashboardLabelKeys: Record<DashboardLabel, TextKey> = {
  Admin: 'dashboardLabels.admin',
  'Complete Operations': 'dashboardLabels.completeOperations',
  Finance: 'dashboardLabels.finance',
  Technician: 'dashboardLabels.technician',
  Receptionist: 'dashboardLabels.receptionist',
};

/** spec 000 §6 privilege card access: nothing printed for none, as the Lab users table shows nothing. */
const privilegeCardKeys: Record<LabUser['privilegeCardAccess'], TextKey | null> = {
  0: null,
  1: 'labUsers.flags.privilegeCardsAssign',
  2: 'labUsers.flags.privilegeCardsManage',
};

/** One printed line: what the Lab users table shows, in the document's language. */
interface PrintedUser {
  name: string;
  username: string;
  role: string;
  /** The privilege card access level's label; null for none. */
  privilegeCards: string | null;
  discountApproval: boolean;
  departments: string[];
  status: string;
  enabled: boolean;
}

/**
 * Settings > Lab users as a printable PDF and an Excel workbook: every user of the caller's lab,
 * in the language asked for, with the lab's own text overrides, printed at the lab's time.
 */
export function createLabUsersExportService({
  labUsers,
  labs,
  departments,
  translations,
  documents,
  now,
}: {
  labUsers: LabUsersService;
  labs: LabsService;
  departments: DepartmentsService;
  translations: TranslationsService;
  documents: DocumentsService;
  now: () => Date;
}) {
  const contents = async ({ actor, language }: { actor: LabActor; language: LanguageCode }) => {
    requirePermission(actor, 'labUsers.manage');
    const users = await labUsers.all({ actor });
    const lab = await labs.getLab(actor.labId);
    // The departments each user can work in: a disabled one is left out, as the department switcher leaves it out.
    const departmentIds = [...new Set(users.flatMap((user) => user.departmentIds))];
    const departmentNames = new Map(
      (await departments.enabledByIds(actor.labId, departmentIds)).map((department) => [
        department.id,
        department.name,
      ]),
    );
    const text = textReader((await translations.locales(actor.labId)).locales[language]);
    const privilegeCardKey = (level: LabUser['privilegeCardAccess']) => {
      const key = privilegeCardKeys[level];
      return key === null ? null : text(key);
    };
    const printed = (user: LabUser): PrintedUser => ({
      name: user.fullName,
      username: user.username,
      role: text(dashboardLabelKeys[user.dashboardLabel]),
      privilegeCards: privilegeCardKey(user.privilegeCardAccess),
      discountApproval: user.discountApproval,
      departments: user.departmentIds.flatMap((id) => departmentNames.get(id) ?? []),
      status: text(user.enabled ? 'common.enabled' : 'common.disabled'),
      enabled: user.enabled,
    });
    return {
      text,
      labName: lab.name,
      printedAt: documentDateTime(now(), lab.timeZone),
      users: users.map(printed),
    };
  };

  return {
    async pdf({ actor, language }: { actor: LabActor; language: LanguageCode }): Promise<Buffer> {
      const { text, labName, printedAt, users } = await contents({ actor, language });
      return documents.pdf({
        template,
        language,
        data: {
          labName,
          printedAt,
          users,
          texts: {
            title: text('labUsers.title'),
            name: text('labUsers.name'),
            username: text('labUsers.username'),
            role: text('labUsers.dashboardLabel'),
            discountApproval: text('labUsers.flags.discountApproval'),
            departments: text('labUsers.departments'),
            noDepartments: text('labUsers.noDepartments'),
            status: text('common.status'),
            printedOn: text('documents.printedOn'),
            pageOf: text('documents.pageOf'),
            total: text('documents.labUsers.total'),
          },
        },
      });
    },

    async workbook({ actor, language }: { actor: LabActor; language: LanguageCode }): Promise<Buffer> {
      const { text, labName, printedAt, users } = await contents({ actor, language });
      return documents.workbook<PrintedUser>({
        sheetName: text('labUsers.title'),
        language,
        created: now(),
        printHeader: {
          start: `${labName} · ${text('labUsers.title')}`,
          end: text('documents.printedOn', { date: printedAt }),
        },
        pageOf: text('documents.pageOf'),
        rows: users,
        columns: [
          { header: text('labUsers.name'), width: 32, value: (user) => user.name },
          { header: text('labUsers.username'), width: 22, value: (user) => user.username },
          { header: text('labUsers.dashboardLabel'), width: 22, value: (user) => user.role },
          { header: text('labUsers.flags.privilegeCards'), width: 18, value: (user) => user.privilegeCards },
          { header: text('labUsers.flags.discountApproval'), width: 18, value: (user) => user.discountApproval },
          { header: text('labUsers.departments'), width: 40, value: (user) => user.departments.join(', ') || null },
          { header: text('common.status'), width: 12, value: (user) => user.status },
        ],
      });
    },
  };
}
export type LabUsersExportService = ReturnType<typeof createLabUsersExportService>;

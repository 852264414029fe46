import type { DoctorWaitingQuery, ReportList } from '@lims/contract';
import { operationSettingsOf } from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import { labDay } from '../patients/patients.service.js';
import type { LabsService } from '../settings/labs.service.js';
import { reportList, signedReportList, tabStageFilter } from './report-lists.queries.js';
import { reportListItemOf, sortOfFlag } from './report-lists.service.js';

type Query = z.output<typeof DoctorWaitingQuery>;

export interface DoctorWaitingDeps extends Pick<ServiceDeps, 'db'> {
  labs: Pick<LabsService, 'getLab'>;
}

/**
 * The signed-in doctor's lists (spec 001 §7 doctor/waiting and doctor/history with fromDate and
 * toDate; §4 'Doctor-login read-only'): the reports to sign in the departments they reach, and
 * what they signed.
 */
export function createDoctorWaitingService({ db, labs }: DoctorWaitingDeps) {
  return {
    async list({ actor, query }: { actor: LabActor; query: Query }): Promise<ReportList> {
      requirePermission(actor, 'doctor.reports');
      const doctorId = actor.principalId;
      const lab = await labs.getLab(actor.labId);
      const { from, to, department } = query;
      const start = from && labDay(from, lab.timeZone, 'from').from.toISOString();
      // The first instant after the last day: timestamps are finer than the day's last millisecond.
      const end = to && new Date(labDay(to, lab.timeZone, 'to').to.getTime() + 1).toISOString();
      // spec 001 §4 'Department filter for a doctor login': 'All' shows everything; the special
      // value only reports with a mode (emergency); otherwise one department.
      const narrowed = {
        labId: actor.labId,
        live: true,
        departmentId: typeof department === 'number' ? department : undefined,
        emergency: department === 'emergency' ? true : undefined,
        consultingDoctorId: query.assigned ? doctorId : undefined,
      };

      if (query.view === 'history') {
        const page = await signedReportList.page(
          db,
          { ...query, sort: 'signedAt', direction: 'desc' },
          { ...narrowed, signedBy: doctorId, signedFrom: start, signedBefore: end },
        );
        return { ...page, items: page.items.map(reportListItemOf) };
      }
      const sort = query.sort ?? sortOfFlag[operationSettingsOf(lab.settings.operation).sortingFlag];
      const page = await reportList.page(
        db,
        { ...query, sort },
        {
          ...narrowed,
          reachedByDoctor: doctorId,
          // The stages of reports in entry, written into the statement: the lab_reports_entry index serves it.
          [tabStageFilter('total')]: true,
          completedTests: true,
          isSynced: false,
          notSignedBy: doctorId,
          billedFrom: start,
          billedBefore: end,
        },
      );
      return { ...page, items: page.items.map(reportListItemOf) };
    },
  };
}
export type DoctorWaitingService = ReturnType<typeof createDoctorWaitingService>;

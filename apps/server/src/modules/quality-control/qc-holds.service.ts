import type { ServiceDeps, ServiceRegistry } from '../../services.js';

export interface QcHoldsDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

/**
 * QC holds (issue 15): a rejected QC record holds the patient reports of its test on its device
 * since the last good run, and those saved while it is open; a held report cannot be signed
 * until the hold is resolved with a comment, which is audited.
 */
export function createQcHoldsService(_deps: QcHoldsDeps) {
  return {
    /** In the report save's transaction: adds the report to an open hold of its test and device. */
    async holdReportIfOpen(_input: {
      labId: number;
      reportId: number;
      testId: number;
      deviceId: number | null;
    }): Promise<boolean> {
      return false;
    },
    /** Which of these reports an unresolved hold holds. */
    async heldReportIds(_labId: number, _reportIds: readonly number[]): Promise<Set<number>> {
      return new Set();
    },
  };
}

export type QcHoldsService = ReturnType<typeof createQcHoldsService>;

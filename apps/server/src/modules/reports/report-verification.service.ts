import { type ReportVerification, VerificationCodeParams } from '@lims/contract';
import { isDomainError } from '@lims/domain';
import { notFound } from '../../http/errors.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findVerifiedReport } from './report-document.queries.js';

interface ReportVerificationDeps extends Pick<ServiceDeps, 'db'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A name's initials, 'Asha Rani Verma' as 'A. R. V.': enough for the holder of a printed report
 * to see it is theirs, too little to tell a stranger who it belongs to. A grapheme rather than a
 * code unit, so a Devanagari initial keeps its vowel sign.
 */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => `${(graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '').toLocaleUpperCase()}.`)
    .join(' ');
}

/**
 * The public check of a printed report (the issue: 'A QR code on each report that opens its
 * verification page ... shows that the report exists, its patient initials, tests and signing
 * date, nothing more'; decision 0041). The code is the lab's id and the report's random
 * verification id, never its own id, so codes cannot be guessed from one another.
 */
export function createReportVerificationService({ db, labs }: ReportVerificationDeps) {
  return {
    /** `GET /api/v1/report-verifications/{code}`: 404 verificationNotFound for a malformed or unknown code. */
    async verify({ code }: { code: string }): Promise<ReportVerification> {
      const parsed = VerificationCodeParams.safeParse({ code });
      if (!parsed.success) throw notFound('verificationNotFound');
      const [labPart, verificationId = ''] = parsed.data.code.split('.');
      const labId = Number(labPart);
      if (
        !Number.isSafeInteger(labId) ||
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(verificationId)
      ) {
        throw notFound('verificationNotFound');
      }
      const report = await findVerifiedReport(db, labId, verificationId);
      // A cancelled or dismissed report was never valid paper; it is as unknown as a forged code.
      if (!report || report.status === 'cancelled' || report.status === 'dismissed') {
        throw notFound('verificationNotFound');
      }
      const lab = await labs.getLab(labId).catch((error: unknown) => {
        if (isDomainError(error) && error.code === 'not_found') throw notFound('verificationNotFound');
        throw error;
      });
      return {
        labName: lab.name,
        patientInitials: initialsOf(report.patientName),
        tests: [report.testName],
        signedAt: report.signedAt?.toISOString() ?? null,
        billedAt: report.billedAt.toISOString(),
        amended: report.amendments > 0,
        dispatched: report.isSynced,
      };
    },
  };
}

export type ReportVerificationService = ReturnType<typeof createReportVerificationService>;

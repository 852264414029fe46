import { ReportVerification } from '@lims/contract';
import { api } from '../../../app/api-client';

/** The QR code's public answer (GET /api/v1/report-verifications/{code}); a visitor has no session. */
export const getReportVerification = (code: string, signal?: AbortSignal) =>
  api.get(`/api/v1/report-verifications/${encodeURIComponent(code)}`, ReportVerification, {
    signal,
    onUnauthenticated: 'throw',
  });

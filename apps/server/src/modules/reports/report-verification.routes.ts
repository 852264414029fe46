import { ErrorResponse, ReportVerification } from '@lims/contract';
import { z } from 'zod';
import type { AreaRoutes } from '../../platform/areas/area.js';

/**
 * The code as the path gives it: its shape (contract VerificationCodeParams) is checked by the
 * service, so that a malformed code answers the same 404 as an unknown one, never a 400 that
 * tells a forger which part was wrong.
 */
const CodeParams = z.object({ code: z.string().max(100) });

export const reportVerificationRoutes: AreaRoutes = async (app, { services }) => {
  const { reportVerifications } = services;

  app.get(
    '/report-verifications/:code',
    {
      config: { public: true },
      schema: {
        tags: ['reports'],
        summary:
          "A printed report's verification (its QR code's link), for anyone, signed in or not: the lab, the " +
          "patient's initials, the tests, when it was signed and billed, whether it was amended or dispatched; " +
          "nothing more. 404 'verificationNotFound' for a malformed or unknown code",
        params: CodeParams,
        response: { 200: ReportVerification, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reportVerifications.verify({ code: request.params.code });
    },
  );
};

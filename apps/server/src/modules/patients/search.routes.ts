import { ErrorResponse, SearchQuery, SearchResult } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The one search box of the header (spec 000 §2 'Patient search groups'); the client debounces it by 200 ms (§9). */
export const searchRoutes: AreaRoutes = async (app, { services }) => {
  const { patientSearch } = services;

  app.get(
    '/search',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: 'Patients by id, name or mobile, and the other groups of the search box, in one answer',
        querystring: SearchQuery,
        response: { 200: SearchResult, ...errors },
      },
    },
    async (request) => patientSearch.search({ actor: labActorOf(request), query: request.query }),
  );
};

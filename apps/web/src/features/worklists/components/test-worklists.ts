import type { WorklistOptions, WorklistRun, WorklistTemplate } from '@lims/contract';
import { noTemplateFlags } from '@lims/domain';
import { jsonResponse } from '../../../test/render-page';

/** A saved template, as the server lists it; override what a test reads. */
export const worklistTemplate = (overrides: Partial<WorklistTemplate> = {}): WorklistTemplate => ({
  id: 4,
  name: 'Haematology bench',
  categoryId: 9,
  categoryName: 'Haematology',
  format: 'excel',
  flags: { ...noTemplateFlags, patientIdFlag: true, wardNoFlag: true },
  version: 3,
  updatedAt: '2025-03-30T09:00:00.000Z',
  ...overrides,
});

/** What the Work List dialog chooses from: two departments, a category, three tests, one template. */
export const worklistOptions = (overrides: Partial<WorklistOptions> = {}): WorklistOptions => ({
  departments: [
    { id: 2, name: 'Haematology' },
    { id: 3, name: 'Biochemistry' },
  ],
  categories: [
    { id: 9, name: 'Haematology' },
    { id: 10, name: 'Routine chemistry' },
  ],
  tests: [
    { id: 11, code: 'CBC', name: 'Complete Blood Count', departmentId: 2 },
    { id: 13, code: 'ESR', name: 'Erythrocyte Sedimentation Rate', departmentId: 2 },
    { id: 12, code: 'LFT', name: 'Liver Function Test', departmentId: 3 },
  ],
  devices: [],
  signingDoctors: [],
  templates: [worklistTemplate()],
  ...overrides,
});

/** A run of a work list as the server reports it: queued, running with 12 of 40 lines, or done. */
export const worklistRun = (state: WorklistRun['state'], overrides: Partial<WorklistRun> = {}): WorklistRun => ({
  id: 7,
  kind: 'workList',
  format: 'pdf',
  state,
  done: state === 'done' ? 40 : state === 'running' ? 12 : 0,
  total: 40,
  error: null,
  fileName: state === 'done' ? '1743400000.pdf' : null,
  createdAt: '2025-03-31T10:00:00.000Z',
  finishedAt: state === 'done' ? '2025-03-31T10:00:05.000Z' : null,
  ...overrides,
});

type Answer = () => Response | Promise<Response>;

/**
 * The work lists' API for a page test: `routes` are 'METHOD /path' (a path ending in '?' or '/'
 * matches by its start) with their answers; an unexpected call fails loudly.
 */
export function worklistApi(
  fetchMock: { mockImplementation: (fn: typeof fetch) => unknown },
  routes: Record<string, Answer>,
) {
  fetchMock.mockImplementation(async (url, init) => {
    const call = `${init?.method ?? 'GET'} ${String(url)}`;
    const answer =
      routes[call] ??
      Object.entries(routes).find(
        ([route]) => (route.endsWith('?') || route.endsWith('/')) && call.startsWith(route),
      )?.[1];
    if (!answer) throw new Error(`Unexpected call: ${call}`);
    return answer();
  });
}

export const referralLookup = () => jsonResponse(200, { items: [{ id: 8, name: 'Dr. Mehta' }] });
export const organisationLookup = () =>
  jsonResponse(200, {
    items: [{ id: 15, name: 'City Hospital', mandatoryPatientFields: [], patientContactMandatory: false }],
  });

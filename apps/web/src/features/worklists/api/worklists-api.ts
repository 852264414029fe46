import {
  type CreateWorklistTemplate,
  type UpdateWorklistTemplate,
  WorklistOptions,
  type WorklistRequest,
  WorklistRun,
  WorklistTemplate,
  WorklistTemplateList,
} from '@lims/contract';
import { api } from '../../../app/api-client';

/** What the Work List dialog and the modals choose from (spec 002 §2). */
export const getWorklistOptions = (signal?: AbortSignal) =>
  api.get('/api/v1/worklists/options', WorklistOptions, { signal });

/** spec 002 §7 getWorklistReportConfigurationSettings. */
export const listWorklistTemplates = (signal?: AbortSignal) =>
  api.get('/api/v1/worklists/templates', WorklistTemplateList, { signal });

/** spec 002 §7 saveReportConfiguration, a new template. */
export const createWorklistTemplate = (body: CreateWorklistTemplate) =>
  api.post('/api/v1/worklists/templates', body, WorklistTemplate);

/** spec 002 §7 saveReportConfiguration with the template's id. */
export const updateWorklistTemplate = (id: number, body: UpdateWorklistTemplate) =>
  api.put(`/api/v1/worklists/templates/${id}`, body, WorklistTemplate);

/** spec 002 §7 deleteReportConfiguration. */
export const deleteWorklistTemplate = (id: number) => api.command(`/api/v1/worklists/templates/${id}`, 'DELETE');

/** One work list of a kind, made by a job (202). */
export const startWorklistRun = (body: WorklistRequest) => api.post('/api/v1/worklists/runs', body, WorklistRun);

export const getWorklistRun = (runId: number, signal?: AbortSignal) =>
  api.get(`/api/v1/worklists/runs/${runId}`, WorklistRun, { signal });

/** The finished work list: a PDF inline (opened in a new tab), an Excel workbook as a download. */
export const worklistRunFileUrl = (runId: number) => `/api/v1/worklists/runs/${runId}/file`;

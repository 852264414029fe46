import { Job, type JobListQuery, JobPage } from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/jobs';

export const listJobs = (query: JobListQuery, signal?: AbortSignal) => api.get(base, JobPage, { query, signal });

export const retryJob = (id: number) => api.post(`${base}/${id}/retry`, undefined, Job);

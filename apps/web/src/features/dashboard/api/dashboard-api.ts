import { TodayCounts } from '@lims/contract';
import { api } from '../../../app/api-client';

export const getTodayCounts = (signal?: AbortSignal) => api.get('/api/v1/dashboard/today', TodayCounts, { signal });

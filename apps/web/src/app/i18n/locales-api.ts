import { api } from '../api-client';
import { guardedSchema } from '../schema';
import { isLocalesResponse } from './locale-cache';

export const fetchLocales = (labId: number | null, signal?: AbortSignal) =>
  api.get('/api/v1/public/translations/lims/locales', guardedSchema(isLocalesResponse), {
    query: { labId: labId ?? undefined },
    signal,
    onUnauthenticated: 'throw',
  });

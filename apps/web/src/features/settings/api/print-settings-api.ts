import { PrintSettings, printSettingsPath, type UpdatePrintSettings } from '@lims/contract';
import { api } from '../../../app/api-client';

export const getPrintSettings = (signal?: AbortSignal) => api.get(printSettingsPath, PrintSettings, { signal });

export const updatePrintSettings = (body: UpdatePrintSettings) => api.put(printSettingsPath, body, PrintSettings);

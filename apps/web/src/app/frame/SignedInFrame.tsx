import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { ReportAlertsForLab } from '../../features/reports/report-alerts';
import { AppFrame } from './AppFrame';
import { loadScriptFonts } from './script-fonts';

/**
 * The frame of every signed-in page, with the dialogs only signed-in pages open. It loads with
 * the signed-in routes, so that the sign-in pages do not download it
 * (docs/decisions/0017-delivery-and-speed.md).
 */
export function SignedInFrame() {
  useEffect(loadScriptFonts, []);
  return (
    <ModalsProvider>
      <AppFrame />
      <ReportAlertsForLab />
    </ModalsProvider>
  );
}

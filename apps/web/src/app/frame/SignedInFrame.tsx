import { ModalsProvider } from '@mantine/modals';
import { AppFrame } from './AppFrame';

/**
 * The frame of every signed-in page, with the dialogs only signed-in pages open. It loads with
 * the signed-in routes, so that the sign-in pages do not download it
 * (docs/decisions/0017-delivery-and-speed.md).
 */
export function SignedInFrame() {
  return (
    <ModalsProvider>
      <AppFrame />
    </ModalsProvider>
  );
}

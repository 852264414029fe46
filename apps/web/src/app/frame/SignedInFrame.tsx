import '@mantine/dates/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { LocalisedDates } from '../i18n/LocalisedDates';
import { AppFrame } from './AppFrame';

/**
 * The frame of every signed-in page with what only signed-in pages use: date pickers (Mantine
 * dates, dayjs and its locales) and dialogs. The router loads it on demand, so that the
 * sign-in pages do not download it (docs/decisions/0017-delivery-and-speed.md).
 */
export function SignedInFrame() {
  return (
    <LocalisedDates>
      <ModalsProvider>
        <AppFrame />
      </ModalsProvider>
    </LocalisedDates>
  );
}

import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog, DialogActions, RefusalAlert } from '../../../ui';
import { fromFieldTime, toFieldTime } from './sample-time';

interface CollectDialogProps {
  count: number;
  pending: boolean;
  /** The server's refusal, in the user's language. */
  refusal: string | null;
  onConfirm: (collectedAt: string) => void;
  onClose: () => void;
}

/**
 * Collects the chosen samples at a time on the lab's clock, now unless changed, never in the
 * future (spec 002 §7 collect-report: labReportIdList, collectedTime). Opened when rendered.
 */
export function CollectDialog({ count, pending, refusal, onConfirm, onClose }: CollectDialogProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const [time, setTime] = useState(() => toFieldTime(new Date(), timeZone));
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog opened onClose={onClose} title={t('samples.collect.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const collectedAt = fromFieldTime(time, timeZone);
          if (!collectedAt) setError(t('samples.collect.timeRequired'));
          else if (Date.parse(collectedAt) > Date.now()) setError(t('messages.collectionTimeInFuture'));
          else onConfirm(collectedAt);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('samples.collect.message', { count })}</Text>
          <RefusalAlert text={refusal} />
          <TextInput
            type="datetime-local"
            label={t('samples.collect.time')}
            required
            data-autofocus
            value={time}
            max={toFieldTime(new Date(), timeZone)}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            dir="ltr"
          />
          <DialogActions submitLabel={t('samples.actions.collect')} pending={pending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}

export interface RedrawRequest {
  comments: string;
  patientContact: string | null;
  appointmentAt: string | null;
}

interface RedrawDialogProps {
  sampleName: string;
  /** The patient's number as registered, to start the contact field with. */
  contact: string | null;
  pending: boolean;
  refusal: string | null;
  onConfirm: (request: RedrawRequest) => void;
  onClose: () => void;
}

/**
 * A sample to be drawn again, with why, how to reach the patient and when they are expected
 * (spec 002 §7 redrawOperationReport: comments, patientContactNumber, appointmentTime).
 */
export function RedrawDialog({ sampleName, contact, pending, refusal, onConfirm, onClose }: RedrawDialogProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const [comments, setComments] = useState('');
  const [patientContact, setPatientContact] = useState(contact ?? '');
  const [appointment, setAppointment] = useState('');
  return (
    <Dialog opened onClose={onClose} title={t('samples.redraw.title', { id: sampleName })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!comments.trim()) return;
          onConfirm({
            comments: comments.trim(),
            patientContact: patientContact.trim() || null,
            appointmentAt: fromFieldTime(appointment, timeZone),
          });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('samples.redraw.message')}</Text>
          <RefusalAlert text={refusal} />
          <Textarea
            label={t('samples.fields.comments')}
            required
            data-autofocus
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
            dir="auto"
          />
          <TextInput
            type="tel"
            label={t('samples.redraw.contact')}
            value={patientContact}
            onChange={(event) => setPatientContact(event.currentTarget.value)}
            maxLength={40}
            dir="ltr"
          />
          <TextInput
            type="datetime-local"
            label={t('samples.redraw.appointment')}
            value={appointment}
            min={toFieldTime(new Date(), timeZone)}
            onChange={(event) => setAppointment(event.currentTarget.value)}
            dir="ltr"
          />
          <DialogActions
            submitLabel={t('samples.actions.redraw')}
            pending={pending}
            onCancel={onClose}
            submitDisabled={!comments.trim()}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

import { type CardiacScoreAnswer, CardiacScoreRequest, type Patient } from '@lims/contract';
import type { ClinicalInfoForm } from '@lims/domain';
import { Box, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { inputOf } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { Dialog, showError, showSuccess } from '../../../ui';
import { useSaveClinicalInfo } from '../hooks/use-cardiac';
import {
  type ClinicalField,
  type ClinicalInfoFormState,
  openingClinicalInfo,
  useClinicalInfoForm,
} from '../hooks/use-clinical-info-form';
import {
  HeartHealthSection,
  LifestyleSection,
  MedicalHistorySection,
  PhysicalSection,
  PsychologicalSection,
} from './ClinicalInfoSections';

const isClinicalField = (values: ClinicalInfoForm, name: string | undefined): name is ClinicalField =>
  name !== undefined && Object.hasOwn(values, name);

/**
 * A refused save or score. The model's refusal (422, an age outside 30-74, no sex) is the
 * server's message as an error toast (spec 000 §8 "a non-200 score code shows the server Message
 * as an error toast"); a refused field (400) is marked under the field, with the form's 'Please
 * check Data.'; anything else says what went wrong.
 */
function showRefusal(error: unknown, form: ClinicalInfoFormState) {
  if (isApiError(error) && error.status === 400) {
    const located = error.fields.flatMap((issue) => {
      const field = inputOf(form.values, issue.field);
      return isClinicalField(form.values, field) ? [{ field, issue }] : [];
    });
    if (located.length > 0) {
      for (const { field, issue } of located)
        form.setServerError(field, localiseMessage(issue.messageKey, issue.params));
      showError(localiseMessage('cardiacFormInvalid'));
      return;
    }
  }
  notifyError(error);
}

interface ClinicalInfoBodyProps {
  patient: Patient;
  initialForm: ClinicalInfoForm | undefined;
  onClose: () => void;
  onScored: (answer: CardiacScoreAnswer) => void;
}

function ClinicalInfoBody({ patient, initialForm, onClose, onScored }: ClinicalInfoBodyProps) {
  const { t } = useTranslation();
  const form = useClinicalInfoForm(openingClinicalInfo(patient, initialForm));
  const save = useSaveClinicalInfo(patient.id);
  // The button whose call is under way spins and the other waits: true is Save, false Get Score.
  const sending = save.isPending ? save.variables.saveOnly : null;

  // spec 000 §4: Save runs the score call in save-only mode and then closes; Get Score shows the result.
  const send = (saveOnly: boolean) => {
    const request = CardiacScoreRequest.safeParse({ ...form.values, saveOnly });
    if (!form.check() || !request.success) {
      showError(t('messages.cardiacFormInvalid'));
      return;
    }
    save.mutate(request.data, {
      onSuccess: (answer) => {
        if (saveOnly) {
          showSuccess(t('messages.clinicalInfoSaved'));
          onClose();
        } else onScored(answer);
      },
      onError: (error) => showRefusal(error, form),
    });
  };

  return (
    <Stack gap="md">
      <PhysicalSection form={form} />
      <HeartHealthSection form={form} />
      <PsychologicalSection form={form} />
      <LifestyleSection form={form} />
      <MedicalHistorySection form={form} />
      <Box
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending !== null}>
            {t('clinicalInfo.actions.close')}
          </Button>
          <Button variant="light" onClick={() => send(true)} loading={sending === true} disabled={sending === false}>
            {t('clinicalInfo.actions.save')}
          </Button>
          <Button onClick={() => send(false)} loading={sending === false} disabled={sending === true}>
            {t('clinicalInfo.actions.getScore')}
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}

export interface ClinicalInfoModalProps {
  opened: boolean;
  patient: Patient;
  /** The latest visit's form, to update it; without one the form starts from the patient's record. */
  initialForm?: ClinicalInfoForm | undefined;
  onClose: () => void;
  /** After a successful Get Score, with the answer: the caller shows the result view. */
  onScored: (answer: CardiacScoreAnswer) => void;
}

/**
 * spec 000 §2 'Clinical Info form (button Get Score): sections Physical, Heart Health,
 * Psychological, Lifestyle and Medical History; buttons Close and Save'. Full screen on a phone.
 */
export function ClinicalInfoModal({ opened, patient, initialForm, onClose, onScored }: ClinicalInfoModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} size="64rem" title={t('clinicalInfo.title')}>
      {/* Keyed so that a latest visit read after the dialog opened replaces the patient's prefill. */}
      <ClinicalInfoBody
        key={initialForm ? 'latest-visit' : 'patient'}
        patient={patient}
        initialForm={initialForm}
        onClose={onClose}
        onScored={onScored}
      />
    </Dialog>
  );
}

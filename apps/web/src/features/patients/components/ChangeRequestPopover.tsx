import type { Patient, PatientChangeRequest } from '@lims/contract';
import { type PatientChangeField, patientChangeFields } from '@lims/domain';
import { Button, Group, Loader, Popover, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { useCan } from '../../../app/session/access';
import { showSuccess } from '../../../ui';
import { useChangeRequests, useDecideChangeRequest } from '../hooks/use-patient-records';
import { usePatientText } from '../hooks/use-patients';

/** The fields a request changes, in the order of the update form. */
const changedFields = (request: PatientChangeRequest): PatientChangeField[] =>
  patientChangeFields.filter((field) => request.requested[field] !== undefined);

function RequestTable({ request }: { request: PatientChangeRequest }) {
  const { t } = useTranslation();
  const text = usePatientText();
  const labels: Record<PatientChangeField, string> = {
    designation: t('patients.fields.designation'),
    fullName: t('patients.fields.fullName'),
    gender: t('patients.fields.gender'),
    dateOfBirth: t('patients.fields.dateOfBirth'),
    email: t('patients.fields.email'),
    alternateEmail: t('patients.fields.alternateEmail'),
    alternateMobile: t('patients.fields.alternateMobile'),
    area: t('patients.fields.area'),
    city: t('patients.fields.city'),
    state: t('patients.fields.state'),
    pincode: t('patients.fields.pincode'),
  };
  const shown = (field: PatientChangeField, value: string | null | undefined) =>
    (field === 'gender' ? text.gender(value ?? null) : value) || '-';
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('patients.changeRequests.field')}</Table.Th>
          <Table.Th>{t('patients.changeRequests.current')}</Table.Th>
          <Table.Th>{t('patients.changeRequests.requested')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changedFields(request).map((field) => (
          <Table.Tr key={field}>
            <Table.Td>{labels[field]}</Table.Td>
            <Table.Td dir="auto">{shown(field, request.current[field])}</Table.Td>
            <Table.Td dir="auto" fw={500}>
              {shown(field, request.requested[field])}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * spec 000 §2 'Info Request Changes >': the patient's own requests to change their details,
 * current beside requested; spec 000 §4: Accept (1) or Reject (0), and the popover "is shown
 * only when both current and requested data have loaded".
 */
export function ChangeRequestPopover({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const mayDecide = useCan()('patients.changeRequests');
  const requests = useChangeRequests(patient.id, patient.pendingChangeRequests > 0);
  const decide = useDecideChangeRequest(patient.id);
  const pending = (requests.data?.items ?? []).filter((request) => request.status === 'pending');

  const answer = (request: PatientChangeRequest, accept: boolean) =>
    decide.mutate(
      // The patient's version the request's current values were read at: an accepted request changes the record.
      { requestId: request.id, body: { accept, version: request.patientVersion } },
      {
        onSuccess: () =>
          showSuccess(accept ? t('patients.changeRequests.accepted') : t('patients.changeRequests.rejected')),
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Popover width={520} position="bottom-start" shadow="md" withArrow trapFocus disabled={!requests.isSuccess}>
      <Popover.Target>
        <Button
          variant="subtle"
          color="orange"
          size="compact-sm"
          px={4}
          rightSection={requests.isPending ? <Loader size={12} color="orange" /> : undefined}
          onClick={() => {
            if (requests.isError) void requests.refetch();
          }}
          title={requests.isError ? t('patients.changeRequests.failed') : undefined}
        >
          {t('patients.changeRequests.link')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 2rem)">
        <ScrollArea.Autosize mah="60vh" type="auto">
          <Stack gap="md">
            {pending.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('patients.changeRequests.none')}
              </Text>
            ) : (
              pending.map((request) => (
                <Stack key={request.id} gap="xs">
                  <RequestTable request={request} />
                  {mayDecide ? (
                    <Group justify="flex-end" gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconX size={14} />}
                        loading={decide.isPending && decide.variables?.body.accept === false}
                        disabled={decide.isPending}
                        onClick={() => answer(request, false)}
                      >
                        {t('patients.changeRequests.reject')}
                      </Button>
                      <Button
                        size="xs"
                        leftSection={<IconCheck size={14} />}
                        loading={decide.isPending && decide.variables?.body.accept === true}
                        disabled={decide.isPending}
                        onClick={() => answer(request, true)}
                      >
                        {t('patients.changeRequests.accept')}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('patients.changeRequests.adminOnly')}
                    </Text>
                  )}
                </Stack>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

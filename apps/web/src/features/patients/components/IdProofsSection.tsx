import type { IdProof } from '@lims/contract';
import { ActionIcon, Anchor, Button, Group, Menu, Table } from '@mantine/core';
import { IconDots, IconFileDescription, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { confirm, showSuccess, UserText } from '../../../ui';
import { idProofFileUrl } from '../api/patient-records-api';
import { useDeleteIdProof, useIdProofs } from '../hooks/use-patient-records';
import { IdProofsFormModal, useIdProofTypeLabels } from './IdProofsFormModal';
import { RecordSection, RecordsState } from './RecordSection';

/** spec 000 §7 ID proofs: the scans of a patient's identity documents, their type and number. */
export function IdProofsSection({ patientId, readOnly }: { patientId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const proofs = useIdProofs(patientId);
  const remove = useDeleteIdProof(patientId);
  const typeLabels = useIdProofTypeLabels();
  // undefined: no dialog; null: a new proof; a proof: edit it.
  const [target, setTarget] = useState<IdProof | null | undefined>(undefined);

  const deleteProof = async (proof: IdProof) => {
    const sure = await confirm({
      title: t('patients.idProofs.deleteTitle'),
      message: t('patients.idProofs.deleteMessage', { type: typeLabels[proof.proofType] }),
      destructive: true,
      confirmLabel: t('patients.idProofs.delete'),
    });
    if (!sure) return;
    remove.mutate(
      { proofId: proof.id, version: proof.version },
      {
        onSuccess: () => showSuccess(t('messages.idProofDeleted')),
        onError: (error) => notifyError(error, t('messages.errorTryAgain')),
      },
    );
  };

  return (
    <RecordSection
      title={t('patients.idProofs.title')}
      action={
        !readOnly && (
          <Button size="xs" variant="light" leftSection={<IconUpload size={14} />} onClick={() => setTarget(null)}>
            {t('patients.idProofs.upload')}
          </Button>
        )
      }
    >
      <RecordsState query={proofs} failed={t('patients.idProofs.failed')} empty={t('patients.idProofs.none')}>
        {(items) => (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('patients.idProofs.type')}</Table.Th>
                  <Table.Th>{t('patients.idProofs.number')}</Table.Th>
                  <Table.Th>{t('patients.idProofs.file')}</Table.Th>
                  {!readOnly && <Table.Th w={48} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((proof) => (
                  <Table.Tr key={proof.id}>
                    <Table.Td>{typeLabels[proof.proofType]}</Table.Td>
                    <Table.Td dir="ltr">{proof.documentNumber ?? '-'}</Table.Td>
                    <Table.Td>
                      <Anchor href={idProofFileUrl(patientId, proof.id)} target="_blank" rel="noopener" size="sm">
                        <Group gap={4} wrap="nowrap">
                          <IconFileDescription size={14} aria-hidden />
                          <UserText size="sm" truncate="end" maw={220} c="inherit">
                            {proof.file.name}
                          </UserText>
                        </Group>
                      </Anchor>
                    </Table.Td>
                    {!readOnly && (
                      <Table.Td>
                        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('dataTable.actionsFor', { name: typeLabels[proof.proofType] })}
                            >
                              <IconDots size={18} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setTarget(proof)}>
                              {t('common.edit')}
                            </Menu.Item>
                            <Menu.Item
                              color="red"
                              leftSection={<IconTrash size={16} />}
                              onClick={() => void deleteProof(proof)}
                            >
                              {t('patients.idProofs.delete')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </RecordsState>
      <IdProofsFormModal patientId={patientId} target={target} onClose={() => setTarget(undefined)} />
    </RecordSection>
  );
}

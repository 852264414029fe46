import type { BulkMappingCheck, CheckedBulkMappingRow } from '@lims/contract';
import { bulkMappingStatuses } from '@lims/domain';
import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { Dialog, showSuccess } from '../../../../ui';
import { bulkTemplateUrl } from '../../api/mapping-api';
import { useCheckBulkMapping, useSaveBulkMapping } from '../../hooks/use-mappings';

const statusView = {
  [bulkMappingStatuses.valid]: { key: 'valid', color: 'teal' },
  [bulkMappingStatuses.invalid]: { key: 'invalid', color: 'red' },
  [bulkMappingStatuses.duplicate]: { key: 'duplicate', color: 'yellow' },
} as const;

/**
 * Bulk mapping upload (spec 002 §3, §5; bulk-mapping-stock-test): the template, a filled .xlsx
 * checked row by row (Valid, Invalid with its reasons, Duplicate), and only on 'Save valid
 * rows' the valid ones mapped; nothing is saved before that click.
 */
export function BulkUploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const check = useCheckBulkMapping();
  const save = useSaveBulkMapping();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<BulkMappingCheck | null>(null);
  const [saved, setSaved] = useState<number | null>(null);

  const close = () => {
    setFile(null);
    setChecked(null);
    setSaved(null);
    onClose();
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setSaved(null);
    if (chosen)
      check.mutate(chosen, { onSuccess: (answer) => setChecked(answer), onError: (error) => notifyError(error) });
  };

  const saveValidRows = () => {
    if (!checked) return;
    save.mutate(
      { rows: checked.rows.map(({ line, row }) => ({ ...row, line })) },
      {
        onSuccess: (answer) => {
          setChecked(answer);
          setSaved(answer.saved);
          showSuccess(t('inventoryMapping.bulk.saved', { number: answer.saved }));
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('inventoryMapping.bulk.title')} size="80rem">
      <Stack gap="md">
        <Text size="sm">{t('inventoryMapping.bulk.help')}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button
            component="a"
            href={bulkTemplateUrl}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('inventoryMapping.bulk.template')}
          </Button>
          <FileInput
            label={t('inventoryMapping.bulk.file')}
            placeholder={t('inventoryMapping.bulk.filePlaceholder')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconUpload size={16} />}
            clearable
            value={file}
            onChange={choose}
            disabled={check.isPending || save.isPending}
            w={{ base: '100%', xs: 320 }}
          />
        </Group>
        {check.isPending && (
          <Text size="sm" c="dimmed">
            {t('inventoryMapping.bulk.checking')}
          </Text>
        )}
        {checked && (
          <>
            <Group gap="xs" wrap="wrap" aria-live="polite">
              <Badge color="teal" variant="light" radius="sm">
                {t('inventoryMapping.bulk.counts.valid', { number: checked.counts.valid })}
              </Badge>
              <Badge color="red" variant="light" radius="sm">
                {t('inventoryMapping.bulk.counts.invalid', { number: checked.counts.invalid })}
              </Badge>
              <Badge color="yellow" variant="light" radius="sm">
                {t('inventoryMapping.bulk.counts.duplicate', { number: checked.counts.duplicate })}
              </Badge>
            </Group>
            {saved !== null && (
              <Alert color="teal" variant="light">
                {t('inventoryMapping.bulk.saved', { number: saved })}
              </Alert>
            )}
            <BulkRowsTable rows={checked.rows} />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('inventoryMapping.bulk.close')}
          </Button>
          <Button
            onClick={saveValidRows}
            loading={save.isPending}
            disabled={!checked || checked.counts.valid === 0 || saved !== null}
          >
            {t('inventoryMapping.bulk.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function BulkRowsTable({ rows }: { rows: readonly CheckedBulkMappingRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} mah={420}>
      <Table verticalSpacing={4} striped withTableBorder stickyHeader aria-label={t('inventoryMapping.bulk.rows')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventoryMapping.bulk.columns.line')}</Table.Th>
            <Table.Th>{t('inventoryMapping.bulk.columns.testName')}</Table.Th>
            <Table.Th>{t('inventoryMapping.bulk.columns.inventoryName')}</Table.Th>
            <Table.Th>{t('inventoryMapping.bulk.columns.brandName')}</Table.Th>
            <Table.Th ta="end">{t('inventoryMapping.bulk.columns.quantity')}</Table.Th>
            <Table.Th>{t('inventoryMapping.bulk.columns.instrumentName')}</Table.Th>
            <Table.Th>{t('inventoryMapping.bulk.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ line, row, status, problems }) => {
            const view = statusView[status];
            return (
              <Table.Tr key={line}>
                <Table.Td>{line}</Table.Td>
                <Table.Td dir="auto">{row.testName}</Table.Td>
                <Table.Td dir="auto">{row.inventoryName}</Table.Td>
                <Table.Td dir="auto">{row.brandName}</Table.Td>
                <Table.Td ta="end">
                  <bdi>{row.quantity ?? ''}</bdi>
                </Table.Td>
                <Table.Td dir="auto">{row.instrumentName ?? ''}</Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Badge color={view.color} variant="light" radius="sm">
                      {t(`inventoryMapping.bulk.status.${view.key}`)}
                    </Badge>
                    {problems.map((problem) => (
                      <Text key={problem} size="xs" c="red.8">
                        {t(`inventoryMapping.bulk.problems.${problem}`)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

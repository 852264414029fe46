import type { ReportEntry } from '@lims/contract';
import { Group, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ReportDeviceSelectProps {
  report: ReportEntry;
  value: number | null;
  onChange: (deviceId: number) => void;
}

/**
 * The device the test ran on (issue 15: device-specific test mapping decides what the save
 * consumes): a choice when the test runs on two or more devices, the one device's name when it
 * runs on one, nothing when on none.
 */
export function ReportDeviceSelect({ report, value, onChange }: ReportDeviceSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const [only] = report.devices;
  if (!only) return null;
  if (report.devices.length === 1) {
    return (
      <Text size="sm" c="dimmed">
        {t('reportEntry.inventory.device.label')}:{' '}
        <Text span size="sm" c="var(--mantine-color-text)" dir="auto">
          {only.name}
        </Text>
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {t('reportEntry.inventory.device.label')}
      </Text>
      <Select
        id={id}
        placeholder={t('reportEntry.inventory.device.placeholder')}
        data={report.devices.map((device) => ({ value: String(device.id), label: device.name }))}
        value={value === null ? null : String(value)}
        onChange={(chosen) => chosen && onChange(Number(chosen))}
        disabled={!report.editable}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}

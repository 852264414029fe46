import type { PreviousValue } from '@lims/contract';
import {
  deltaExceeded,
  isEditableValue,
  parseListOptions,
  type ReportFormatParameter,
  rangeLabel,
  type Sex,
  valueTextCap,
} from '@lims/domain';
import { Badge, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLabDateTime, UserText } from '../../../../ui';
import { type EntryStore, useEntryRow } from '../hooks/entry-store';
import { DictationButton } from './DictationButton';
import { FileValue, type FileValueReport } from './FileValue';
import { criticalColour, ValueFlag } from './ValueFlag';

/** What every row of one report shares; made once per report so that rows stay memoised. */
export interface RowView {
  editable: boolean;
  sex: Sex;
  forceCalculationFlag: boolean;
  storeValuesToDocumentDb: boolean;
  timeZone: string;
  /** A narrow screen: each parameter as a block rather than a row of columns. */
  stacked: boolean;
  /** The report that file values are uploaded to; null in the doctor's login. */
  fileReport: FileValueReport | null;
}

interface ParameterRowProps {
  parameter: ReportFormatParameter;
  store: EntryStore;
  view: RowView;
  previous: PreviousValue | undefined;
  /** The accessible name of the value field: the parameter's name, or its position when it has none. */
  label: string;
}

/** The attribute Tab and Enter move along (ParameterTable's keyboard handling). */
export const entryInputAttribute = 'data-entry-input';
/** A calculated value's field: Enter passes over it (ParameterTable). */
export const calculatedInputAttribute = 'data-entry-calculated';

/**
 * One parameter of the report, rendered by its type (spec 001 §2 'It renders by field type:
 * description or list dropdown, file input, styled text, or plain value').
 */
export const ParameterRow = memo(function ParameterRow({ parameter, store, view, previous, label }: ParameterRowProps) {
  const { t } = useTranslation();
  const row = useEntryRow(store, parameter.index);
  const set = useCallback((value: string) => store.set(parameter.index, value), [store, parameter.index]);
  const blur = useCallback(() => store.blur(parameter.index), [store, parameter.index]);
  const range = rangeLabel(parameter, view.sex);
  const level = row.flags?.isCritical ?? 0;
  const writable = view.editable && isEditableValue(parameter, view.forceCalculationFlag);
  const error = row.problem ? true : undefined;
  const inputProps = {
    [entryInputAttribute]: true,
    ...(parameter.calculationString?.trim() ? { [calculatedInputAttribute]: true } : {}),
    'aria-label': label,
    onBlur: blur,
    error,
    readOnly: !writable,
    // A calculated value the lab forces is skipped by Tab as Enter skips it: nothing to type there.
    tabIndex: writable ? undefined : -1,
    styles: { input: { color: criticalColour[level], fontWeight: level > 0 ? 700 : undefined } },
  };

  let control: React.ReactNode;
  if (parameter.fileInput) {
    // A file is opened from its link whether the report is open for entry or not.
    control = (
      <FileValue
        index={parameter.index}
        value={row.value}
        label={label}
        writable={view.editable}
        report={view.fileReport}
        onChange={set}
      />
    );
  } else if (!view.editable) {
    control = (
      <UserText size="sm" fw={level > 0 ? 700 : undefined} c={criticalColour[level]} style={{ whiteSpace: 'pre-wrap' }}>
        {row.value || '-'}
        {parameter.unit ? ` ${parameter.unit}` : ''}
      </UserText>
    );
  } else if (parameter.listField) {
    control = <ListValue listField={parameter.listField} value={row.value} onChange={set} inputProps={inputProps} />;
  } else if (parameter.descriptionFlag) {
    const tooLong = !view.storeValuesToDocumentDb && row.value.length > valueTextCap;
    control = (
      <Stack gap={2}>
        <Group gap={4} align="flex-start" wrap="nowrap">
          <Textarea
            {...inputProps}
            value={row.value}
            onChange={(event) => set(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={10}
            dir="auto"
            style={{ flex: 1 }}
          />
          {writable && (
            <DictationButton
              onText={(text) => {
                // Read at the moment a phrase arrives: several may come before the row re-renders.
                const current = store.row(parameter.index)?.value ?? '';
                set(current ? `${current} ${text}` : text);
              }}
            />
          )}
        </Group>
        <Text size="xs" c={tooLong ? 'red.8' : 'dimmed'} fw={tooLong ? 700 : undefined} dir="ltr" ta="end">
          {t('reportEntry.characters', { length: row.value.length, cap: valueTextCap })}
        </Text>
      </Stack>
    );
  } else {
    control = (
      <TextInput
        {...inputProps}
        value={row.value}
        onChange={(event) => set(event.currentTarget.value)}
        dir="auto"
        autoComplete="off"
        rightSection={
          parameter.calculationString ? (
            <Text size="xs" c="dimmed" aria-hidden>
              ƒx
            </Text>
          ) : undefined
        }
        title={parameter.calculationString ? t('reportEntry.calculated') : undefined}
      />
    );
  }

  const delta = previous ? deltaExceeded(previous.value, row.value, parameter.deltaLimit) : false;
  const name = (
    <>
      <UserText size="sm" fw={view.stacked ? 600 : undefined}>
        {parameter.name}
      </UserText>
      {parameter.method && (
        <UserText size="xs" c="dimmed">
          {parameter.method}
        </UserText>
      )}
    </>
  );
  const previousLine = previous && (
    <Group gap={6} mt={4} wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('reportEntry.previous', {
          value: previous.value,
          date: formatLabDateTime(previous.reportedAt, view.timeZone),
        })}
      </Text>
      {delta && (
        <Badge size="xs" color="grape" variant="light" leftSection={<IconTrendingUp size={10} aria-hidden />}>
          {t('reportEntry.deltaExceeded')}
        </Badge>
      )}
    </Group>
  );
  const unit = view.editable && parameter.unit ? <UserText size="sm">{parameter.unit}</UserText> : null;
  const rangeText = range ? (
    <Text size="sm" dir="ltr">
      {range}
    </Text>
  ) : null;

  if (view.stacked) {
    // A phone shows each parameter as a block: its name, its field, then unit, range and flag.
    return (
      <Table.Tr>
        <Table.Td>
          <Stack gap={4}>
            <div>{name}</div>
            {control}
            {previousLine}
            {(unit || rangeText || level > 0) && (
              <Group gap="xs" wrap="wrap">
                {unit}
                {rangeText && (
                  <Text size="xs" c="dimmed">
                    {t('reportEntry.columns.referenceRange')}: <span dir="ltr">{range}</span>
                  </Text>
                )}
                <ValueFlag level={level} />
              </Group>
            )}
          </Stack>
        </Table.Td>
      </Table.Tr>
    );
  }
  // A text value takes the width of the value, unit and range columns: it has neither of the last two.
  const wide = parameter.descriptionFlag && !parameter.listField && !unit && !rangeText;
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td miw={180} colSpan={wide ? (view.editable ? 3 : 2) : undefined}>
        {control}
        {previousLine}
      </Table.Td>
      {!wide && view.editable && <Table.Td>{unit}</Table.Td>}
      {!wide && <Table.Td>{rangeText}</Table.Td>}
      <Table.Td>
        <ValueFlag level={level} />
      </Table.Td>
    </Table.Tr>
  );
});

/** A heading of the format (styleFlag): bold, across the table, with no value. */
export const HeadingRow = memo(function HeadingRow({ name, columns }: { name: string; columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <UserText fw={700} size="sm">
          {name}
        </UserText>
      </Table.Td>
    </Table.Tr>
  );
});

function ListValue({
  listField,
  value,
  onChange,
  inputProps,
}: {
  listField: string;
  value: string;
  onChange: (value: string) => void;
  inputProps: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const labels = (parseListOptions(listField) ?? []).map((option) => option.label);
    // A value kept from before the list changed stays choosable, so it is not lost by opening the row.
    return value && !labels.includes(value) ? [value, ...labels] : labels;
  }, [listField, value]);
  return (
    <Select
      {...inputProps}
      data={[...new Set(options)]}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      searchable
      clearable
      placeholder={t('reportEntry.search')}
      nothingFoundMessage={t('reportEntry.notFound')}
    />
  );
}

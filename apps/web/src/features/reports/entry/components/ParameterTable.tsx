import type { PreviousValue } from '@lims/contract';
import { parameterLabel, type ReportFormatParameter } from '@lims/domain';
import { Table, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import type { EntryStore } from '../hooks/entry-store';
import { calculatedInputAttribute, entryInputAttribute, HeadingRow, ParameterRow, type RowView } from './ParameterRow';

/** The Save button Enter reaches after the last value (ReportEntryPage). */
export const entrySaveAttribute = 'data-entry-save';

/**
 * Enter moves to the next value to type (Ctrl+Enter in a text area, where Enter is a new line),
 * and from the last value to Save: the whole report is typed without the mouse (STYLE.md
 * 'Keyboard first'). It passes over calculated values, which follow what is typed (Tab still
 * reaches one the lab lets be changed), and selects what the next field holds, so typing
 * replaces it. A list that took the Enter to choose an option keeps it.
 */
function moveOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (!target.hasAttribute(entryInputAttribute)) return;
  if (target.tagName === 'TEXTAREA' && !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  const inputs = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${entryInputAttribute}]`)].filter(
    (input) =>
      input === target ||
      (!input.hasAttribute('readonly') &&
        !input.hasAttribute('disabled') &&
        !input.hasAttribute(calculatedInputAttribute)),
  );
  const next = inputs[inputs.indexOf(target) + 1] ?? document.querySelector<HTMLElement>(`[${entrySaveAttribute}]`);
  next?.focus();
  if (next instanceof HTMLInputElement) next.select();
}

/** The parameter rows of the report (spec 001 §2 'Report-entry panel'), in the format's order. */
export function ParameterTable({
  parameters,
  store,
  view,
  previousValues,
}: {
  parameters: readonly ReportFormatParameter[];
  store: EntryStore;
  view: RowView;
  previousValues: readonly PreviousValue[];
}) {
  const { t } = useTranslation();
  const ordered = useMemo(
    () => [...parameters].sort((left, right) => left.order - right.order || left.index - right.index),
    [parameters],
  );
  const previousByIndex = useMemo(
    () => new Map(previousValues.map((previous) => [previous.index, previous])),
    [previousValues],
  );
  if (ordered.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {localiseMessage('reportParametersNotFound')}
      </Text>
    );
  }
  const columns = view.stacked ? 1 : view.editable ? 5 : 4;
  return (
    <Table.ScrollContainer minWidth={view.stacked ? 0 : 640}>
      <Table verticalSpacing={6} striped={false} onKeyDown={moveOnEnter}>
        <Table.Thead hidden={view.stacked}>
          <Table.Tr>
            <Table.Th w="28%">{t('reportEntry.columns.testName')}</Table.Th>
            <Table.Th>{view.editable ? t('reportEntry.columns.value') : t('reportEntry.columns.valueUnit')}</Table.Th>
            {view.editable && <Table.Th w={90}>{t('reportEntry.columns.unit')}</Table.Th>}
            <Table.Th w={150}>{t('reportEntry.columns.referenceRange')}</Table.Th>
            <Table.Th w={120}>{t('reportEntry.columns.highlight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((parameter) =>
            parameter.styleFlag ? (
              <HeadingRow key={parameter.index} name={parameter.name} columns={columns} />
            ) : (
              <ParameterRow
                key={parameter.index}
                parameter={parameter}
                store={store}
                view={view}
                previous={previousByIndex.get(parameter.index)}
                label={parameterLabel(parameter)}
              />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

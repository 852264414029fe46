import { calculationReferences, parameterLabel, type ReportFormatParameter, rangeLabel } from '@lims/domain';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconGripVertical } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParameterKind, parameterKind, parameterKinds, type ShownProblem, withKind } from './format-editing';
import { MoveButtons } from './MoveButtons';
import classes from './ParameterCard.module.css';

type BoundField =
  | 'lowerBoundMale'
  | 'upperBoundMale'
  | 'lowerBoundFemale'
  | 'upperBoundFemale'
  | 'criticalLowerMale'
  | 'criticalUpperMale'
  | 'criticalLowerFemale'
  | 'criticalUpperFemale';

/** The fields kept in the collapsible part, so the editor stays readable; a problem there opens it. */
const advancedFields = new Set([
  'criticalLowerMale',
  'criticalUpperMale',
  'criticalLowerFemale',
  'criticalUpperFemale',
  'otherMale',
  'otherFemale',
  'method',
  'dictionaryId',
  'automatedValue',
  'loincCode',
  'deltaLimit',
  'secondaryUnit',
  'secondaryFactor',
]);

const textOrNull = (value: string): string | null => (value === '' ? null : value);
const numberOrNull = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number(value);
  return value.trim() === '' || !Number.isFinite(parsed) ? null : parsed;
};

export interface DragHandlers {
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

interface ParameterCardProps {
  parameter: ReportFormatParameter;
  position: number;
  count: number;
  /** The format's parameters by index, to name what a calculation reads. */
  names: ReadonlyMap<number, string>;
  problems: readonly ShownProblem[];
  /** The server's UCUM notes for this parameter: shown, never a refusal. */
  warnings: readonly string[];
  onChange: (position: number, parameter: ReportFormatParameter) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (position: number) => void;
  drag: DragHandlers;
}

/** One parameter of a report format: every field of spec 001 §3, the rarer ones behind 'More fields'. */
export function ParameterCard({
  parameter,
  position,
  count,
  names,
  problems,
  warnings,
  onChange,
  onMove,
  onRemove,
  drag,
}: ParameterCardProps) {
  const { t } = useTranslation();
  const problemInAdvanced = problems.some((problem) => problem.field !== null && advancedFields.has(problem.field));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const showAdvanced = advancedOpen || problemInAdvanced;
  const kind = parameterKind(parameter);
  const label = parameterLabel(parameter);
  const set = (changes: Partial<ReportFormatParameter>) => onChange(position, { ...parameter, ...changes });
  const errorOf = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const shownOnFields = new Set<string>(['name', 'unit']);
  if (kind === 'list') shownOnFields.add('listField');
  if (kind === 'number') shownOnFields.add('calculationString');
  if (kind === 'text' || kind === 'file') shownOnFields.add('defaultDescription');
  if (kind === 'number' || kind === 'list') {
    for (const field of ['lowerBoundMale', 'upperBoundMale', 'lowerBoundFemale', 'upperBoundFemale']) {
      shownOnFields.add(field);
    }
  }
  if (showAdvanced) for (const field of advancedFields) shownOnFields.add(field);
  const elsewhere = problems.filter((problem) => problem.field === null || !shownOnFields.has(problem.field));
  const kindLabels: Record<ParameterKind, string> = {
    number: t('catalogue.parameters.kinds.number'),
    text: t('catalogue.parameters.kinds.text'),
    list: t('catalogue.parameters.kinds.list'),
    file: t('catalogue.parameters.kinds.file'),
    heading: t('catalogue.parameters.kinds.heading'),
  };
  const bound = (field: BoundField, text: string) => (
    <NumberInput
      label={text}
      value={parameter[field] ?? ''}
      onChange={(value) => set({ [field]: numberOrNull(value) })}
      error={errorOf(field)}
      decimalScale={6}
      hideControls
      dir="ltr"
    />
  );
  const boundFields: Array<[BoundField, string]> = [
    ['lowerBoundMale', t('catalogue.parameters.lowerMale')],
    ['upperBoundMale', t('catalogue.parameters.upperMale')],
    ['lowerBoundFemale', t('catalogue.parameters.lowerFemale')],
    ['upperBoundFemale', t('catalogue.parameters.upperFemale')],
  ];
  const references = parameter.calculationString ? calculationReferences(parameter.calculationString) : [];
  const maleRange = rangeLabel(parameter, 'male');
  const femaleRange = rangeLabel(parameter, 'female');
  const onDragOver = (event: DragEvent) => event.preventDefault();

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={t('catalogue.parameters.cardLabel', { index: parameter.index, name: label })}
      className={classes.card}
      data-dragging={drag.dragging || undefined}
      data-drop-target={drag.dropTarget || undefined}
      onDragEnter={drag.onDragEnter}
      onDragOver={onDragOver}
      onDrop={drag.onDrop}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            {/* Dragging is for the mouse; the buttons at the other end do the same from the keyboard. */}
            <div
              className={classes.handle}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                drag.onDragStart();
              }}
              onDragEnd={drag.onDragEnd}
              aria-hidden
            >
              <IconGripVertical size={18} />
            </div>
            <Text fw={600} size="sm" c="dimmed" className={classes.index}>
              #{parameter.index}
            </Text>
          </Group>
          <MoveButtons
            name={label}
            position={position}
            count={count}
            onMove={(to) => onMove(position, to)}
            onRemove={() => onRemove(position)}
          />
        </Group>
        <Grid gutter="xs">
          <Grid.Col span={{ base: 12, xs: kind === 'heading' ? 8 : 6 }}>
            <TextInput
              label={t('catalogue.parameters.name')}
              value={parameter.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
              error={errorOf('name')}
              dir="auto"
              maxLength={160}
            />
          </Grid.Col>
          {kind !== 'heading' && (
            <Grid.Col span={{ base: 6, xs: 3 }}>
              <TextInput
                label={t('catalogue.parameters.unit')}
                value={parameter.unit ?? ''}
                onChange={(event) => set({ unit: textOrNull(event.currentTarget.value) })}
                error={errorOf('unit')}
                dir="ltr"
                maxLength={40}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: kind === 'heading' ? 12 : 6, xs: kind === 'heading' ? 4 : 3 }}>
            <Select
              label={t('catalogue.parameters.kind')}
              data={parameterKinds.map((value) => ({ value, label: kindLabels[value] }))}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && onChange(position, withKind(parameter, value as ParameterKind))}
            />
          </Grid.Col>
        </Grid>

        {kind === 'list' && (
          <TextInput
            label={t('catalogue.parameters.listField')}
            description={t('catalogue.parameters.listFieldHint')}
            placeholder="Negative~0#Positive~1"
            value={parameter.listField ?? ''}
            onChange={(event) => set({ listField: event.currentTarget.value })}
            error={errorOf('listField')}
            dir="ltr"
            maxLength={2000}
          />
        )}
        {(kind === 'text' || kind === 'file') && (
          <Textarea
            label={t('catalogue.parameters.defaultDescription')}
            value={parameter.defaultDescription ?? ''}
            onChange={(event) => set({ defaultDescription: textOrNull(event.currentTarget.value) })}
            error={errorOf('defaultDescription')}
            dir="auto"
            autosize
            minRows={1}
            maxRows={6}
            maxLength={4000}
          />
        )}
        {(kind === 'number' || kind === 'list') && (
          <Grid gutter="xs">
            {kind === 'number' && (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('catalogue.parameters.calculation')}
                  description={
                    references.length > 0
                      ? t('catalogue.parameters.calculationReads', {
                          names: references.map((index) => names.get(index) ?? `#${index}`).join(', '),
                        })
                      : undefined
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  placeholder="#1 / #2 * 10"
                  value={parameter.calculationString ?? ''}
                  onChange={(event) => set({ calculationString: textOrNull(event.currentTarget.value) })}
                  error={errorOf('calculationString')}
                  dir="ltr"
                  maxLength={500}
                />
              </Grid.Col>
            )}
            {boundFields.map(([field, text]) => (
              <Grid.Col key={field} span={{ base: 6, sm: kind === 'number' ? 2 : 3 }}>
                {bound(field, text)}
              </Grid.Col>
            ))}
          </Grid>
        )}
        {(kind === 'number' || kind === 'list' || parameter.otherFlag) && (
          <Text size="xs" c="dimmed">
            {t('catalogue.parameters.rangeMale')}{' '}
            <span className={classes.range} data-testid="range-male">
              {maleRange || '–'}
            </span>
            {' · '}
            {t('catalogue.parameters.rangeFemale')}{' '}
            <span className={classes.range} data-testid="range-female">
              {femaleRange || '–'}
            </span>
          </Text>
        )}

        {elsewhere.map((problem) => (
          <Text key={`${problem.field}:${problem.message}`} size="sm" c="red" role="alert">
            {problem.message}
          </Text>
        ))}
        {warnings.map((warning) => (
          <Alert key={warning} color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} p="xs" role="note">
            <Text size="sm">{warning}</Text>
          </Alert>
        ))}

        <Group justify="space-between" gap="xs" wrap="wrap">
          {kind !== 'heading' ? (
            <Group gap="md">
              <Checkbox
                label={t('catalogue.parameters.optionalField')}
                checked={parameter.optionalField}
                onChange={(event) => set({ optionalField: event.currentTarget.checked })}
              />
              <Checkbox
                label={t('catalogue.parameters.highlightFlag')}
                checked={parameter.highlightFlag}
                onChange={(event) => set({ highlightFlag: event.currentTarget.checked })}
              />
              <Checkbox
                label={t('catalogue.parameters.isInterpretation')}
                checked={parameter.isInterpretation}
                onChange={(event) => set({ isInterpretation: event.currentTarget.checked })}
              />
            </Group>
          ) : (
            <span />
          )}

          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            w="fit-content"
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: showAdvanced ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
            aria-expanded={showAdvanced}
            onClick={() => setAdvancedOpen(!showAdvanced)}
          >
            {t('catalogue.parameters.moreFields')}
          </Button>
        </Group>
        <Collapse in={showAdvanced}>
          {showAdvanced && (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {bound('criticalLowerMale', t('catalogue.parameters.criticalLowerMale'))}
                {bound('criticalUpperMale', t('catalogue.parameters.criticalUpperMale'))}
                {bound('criticalLowerFemale', t('catalogue.parameters.criticalLowerFemale'))}
                {bound('criticalUpperFemale', t('catalogue.parameters.criticalUpperFemale'))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                <NumberInput
                  label={t('catalogue.parameters.deltaLimit')}
                  description={t('catalogue.parameters.deltaLimitHint')}
                  value={parameter.deltaLimit ?? ''}
                  onChange={(value) => set({ deltaLimit: numberOrNull(value) })}
                  error={errorOf('deltaLimit')}
                  min={0}
                  decimalScale={6}
                  hideControls
                  dir="ltr"
                />
                {/* The report's secondary-unit toggle prints the value times the factor (decision 0041). */}
                <TextInput
                  label={t('catalogue.parameters.secondaryUnit')}
                  description={t('catalogue.parameters.secondaryUnitHint')}
                  value={parameter.secondaryUnit ?? ''}
                  onChange={(event) => set({ secondaryUnit: textOrNull(event.currentTarget.value) })}
                  error={errorOf('secondaryUnit')}
                  maxLength={40}
                  dir="ltr"
                />
                <NumberInput
                  label={t('catalogue.parameters.secondaryFactor')}
                  description={t('catalogue.parameters.secondaryFactorHint')}
                  value={parameter.secondaryFactor ?? ''}
                  onChange={(value) => set({ secondaryFactor: numberOrNull(value) })}
                  error={errorOf('secondaryFactor')}
                  min={0}
                  decimalScale={6}
                  hideControls
                  dir="ltr"
                />
              </SimpleGrid>
              <Checkbox
                label={t('catalogue.parameters.otherFlag')}
                description={t('catalogue.parameters.otherFlagHint')}
                checked={parameter.otherFlag}
                onChange={(event) => set({ otherFlag: event.currentTarget.checked })}
              />
              {parameter.otherFlag && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <Textarea
                    label={t('catalogue.parameters.otherMale')}
                    value={parameter.otherMale ?? ''}
                    onChange={(event) => set({ otherMale: textOrNull(event.currentTarget.value) })}
                    error={errorOf('otherMale')}
                    dir="auto"
                    autosize
                    minRows={1}
                    maxLength={500}
                  />
                  <Textarea
                    label={t('catalogue.parameters.otherFemale')}
                    value={parameter.otherFemale ?? ''}
                    onChange={(event) => set({ otherFemale: textOrNull(event.currentTarget.value) })}
                    error={errorOf('otherFemale')}
                    dir="auto"
                    autosize
                    minRows={1}
                    maxLength={500}
                  />
                </SimpleGrid>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TextInput
                  label={t('catalogue.parameters.method')}
                  value={parameter.method ?? ''}
                  onChange={(event) => set({ method: textOrNull(event.currentTarget.value) })}
                  error={errorOf('method')}
                  dir="auto"
                  maxLength={160}
                />
                <TextInput
                  label={t('catalogue.fields.loincCode')}
                  placeholder="718-7"
                  value={parameter.loincCode ?? ''}
                  onChange={(event) => set({ loincCode: textOrNull(event.currentTarget.value.trim()) })}
                  error={errorOf('loincCode')}
                  dir="ltr"
                  maxLength={10}
                />
                <TextInput
                  label={t('catalogue.parameters.dictionaryId')}
                  value={parameter.dictionaryId ?? ''}
                  onChange={(event) => set({ dictionaryId: textOrNull(event.currentTarget.value) })}
                  error={errorOf('dictionaryId')}
                  dir="ltr"
                  maxLength={60}
                />
                <TextInput
                  label={t('catalogue.parameters.automatedValue')}
                  description={t('catalogue.parameters.automatedValueHint')}
                  value={parameter.automatedValue ?? ''}
                  onChange={(event) => set({ automatedValue: textOrNull(event.currentTarget.value) })}
                  error={errorOf('automatedValue')}
                  dir="ltr"
                  maxLength={60}
                />
              </SimpleGrid>
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}

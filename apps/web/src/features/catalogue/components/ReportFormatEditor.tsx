import type { ReportFormat } from '@lims/contract';
import {
  newReportFormatParameter,
  parameterLabel,
  type ReportFormatParameter,
  validateReportFormat,
} from '@lims/domain';
import { Alert, Button, Checkbox, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { PageHeader, showError, showSuccess } from '../../../ui';
import { useCreateRecord, useUpdateRecord } from '../hooks/use-catalogue';
import { isStale } from '../hooks/use-departments';
import { FormatPreview } from './FormatPreview';
import { orderedForSave, parametersOf, problemsOfIssues, type ShownProblem } from './format-editing';
import { moveItem } from './move-item';
import { ParameterCard } from './ParameterCard';

interface ReportFormatEditorProps {
  test: { id: number; code: string; name: string };
  /** null for a new format. */
  format: ReportFormat | null;
  /** A new format was saved: the page opens it. */
  onCreated?: (format: ReportFormat) => void;
  /** Offered for a saved format. */
  onCopy?: () => void;
  /** Someone else saved first: start again from their version. */
  onReload?: () => void;
}

/** The server's UCUM notes by parameter index, for parameters whose unit is still the one it checked. */
function warningsByIndex(format: ReportFormat | null): Map<number, { unit: string | null; messages: string[] }> {
  const byIndex = new Map<number, { unit: string | null; messages: string[] }>();
  if (!format) return byIndex;
  // A warning's index is the parameter's place in the format as the server keeps it.
  for (const warning of format.warnings) {
    const parameter = format.parameters[warning.index];
    if (!parameter) continue;
    const entry = byIndex.get(parameter.index) ?? { unit: parameter.unit, messages: [] };
    entry.messages.push(localiseMessage(warning.messageKey as Parameters<typeof localiseMessage>[0], warning.params));
    byIndex.set(parameter.index, entry);
  }
  return byIndex;
}

/**
 * A report format: its name, whether billing uses it by default, and its parameters, which can
 * be added, changed, removed and reordered (buttons, or dragging), beside a live preview of the
 * entry rows. The domain's rules mark a problem as it is typed; the server's refusals land on
 * the parameter they name, its UCUM notes show in yellow.
 */
export function ReportFormatEditor({ test, format, onCreated, onCopy, onReload }: ReportFormatEditorProps) {
  const { t } = useTranslation();
  const create = useCreateRecord('reportFormats');
  const update = useUpdateRecord('reportFormats');
  const [name, setName] = useState(format?.name ?? t('catalogue.formats.defaultName'));
  const [isDefault, setIsDefault] = useState(format?.isDefault ?? true);
  const [parameters, setParametersState] = useState<ReportFormatParameter[]>(() =>
    format ? parametersOf(format) : [newReportFormatParameter([])],
  );
  // The version this editor's changes are made from: a save answered 'stale' stays refused until reloaded.
  const [baseVersion, setBaseVersion] = useState(format?.version ?? 0);
  const [serverProblems, setServerProblems] = useState<ShownProblem[]>([]);
  const [formatErrors, setFormatErrors] = useState<{ name?: string; other: string[] }>({ other: [] });
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropOn, setDropOn] = useState<number | null>(null);

  // The server's problems speak of the parameters as they were sent: any change retires them.
  const setParameters = (next: ReportFormatParameter[]) => {
    setParametersState(next);
    setServerProblems([]);
  };
  const changeParameter = (position: number, parameter: ReportFormatParameter) =>
    setParameters(parameters.map((current, at) => (at === position ? parameter : current)));
  const move = (from: number, to: number) => setParameters(moveItem(parameters, from, to));
  const remove = (position: number) => setParameters(parameters.filter((_, at) => at !== position));
  const add = () => setParameters([...parameters, newReportFormatParameter(parameters)]);

  const domainProblems = validateReportFormat(parameters);
  const problemsAt = (position: number): ShownProblem[] => {
    const shown = [
      ...serverProblems.filter((problem) => problem.position === position),
      ...domainProblems
        .filter((problem) => problem.index === position)
        .map((problem) => ({
          position,
          field: problem.field,
          message: localiseMessage(problem.messageKey, problem.params),
        })),
    ];
    return shown.filter(
      (problem, at) =>
        shown.findIndex((other) => other.field === problem.field && other.message === problem.message) === at,
    );
  };
  const wholeFormatProblems = domainProblems
    .filter((problem) => problem.index < 0)
    .map((problem) => localiseMessage(problem.messageKey, problem.params));
  const warnings = warningsByIndex(format);
  const names = new Map(parameters.map((parameter) => [parameter.index, parameterLabel(parameter)]));

  const onError = (error: unknown) => {
    if (isStale(error)) {
      setStaleMessage(localiseMessage(error.messageKey, error.params));
      return;
    }
    if (!isApiError(error) || error.fields.length === 0) {
      notifyError(error, t('messages.updateFailed'));
      return;
    }
    const nameIssue = error.fields.find((issue) => issue.field === 'name');
    const found = problemsOfIssues(
      error.fields.filter((issue) => issue !== nameIssue),
      (issue) => localiseMessage(issue.messageKey, issue.params),
    );
    setServerProblems(found.parameters);
    setFormatErrors({
      name: nameIssue ? localiseMessage(nameIssue.messageKey, nameIssue.params) : undefined,
      other: found.format,
    });
    showError(t('catalogue.formats.notSaved'));
  };

  const save = () => {
    setFormatErrors({ other: [] });
    if (name.trim() === '') {
      setFormatErrors({ name: t('catalogue.formats.nameRequired'), other: [] });
      return;
    }
    if (domainProblems.length > 0) {
      showError(t('catalogue.formats.fixProblems'));
      return;
    }
    const body = { name: name.trim(), isDefault, parameters: orderedForSave(parameters) };
    if (format === null) {
      create.mutate(
        { testId: test.id, ...body },
        {
          onSuccess: (created) => {
            showSuccess(t('catalogue.formats.added'));
            onCreated?.(created);
          },
          onError,
        },
      );
      return;
    }
    update.mutate(
      { id: format.id, changes: { ...body, version: baseVersion } },
      {
        onSuccess: (saved) => {
          setBaseVersion(saved.version);
          showSuccess(t('messages.updatedSuccessfully'));
        },
        onError,
      },
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={format ? t('catalogue.formats.editTitle') : t('catalogue.formats.addTitle')}
        description={t('catalogue.formats.ofTest', { code: test.code, name: test.name })}
        actions={
          <>
            {onCopy && (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={onCopy}>
                {t('catalogue.copy.action')}
              </Button>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={create.isPending || update.isPending}
              onClick={save}
              disabled={staleMessage !== null}
            >
              {t('catalogue.formats.save')}
            </Button>
          </>
        }
      />
      {staleMessage && onReload && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{staleMessage}</Text>
            <Button size="compact-sm" variant="light" color="orange" onClick={onReload}>
              {t('catalogue.formats.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      {[...formatErrors.other, ...wholeFormatProblems].map((message) => (
        <Alert key={message} color="red" variant="light" role="alert">
          {message}
        </Alert>
      ))}
      <Paper withBorder radius="md" p="md">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <TextInput
            label={t('catalogue.formats.name')}
            required
            dir="auto"
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={formatErrors.name}
            style={{ flex: '1 1 16rem' }}
          />
          <Checkbox
            label={t('catalogue.formats.isDefault')}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Paper>
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="sm" component="section" aria-labelledby="format-parameters">
            <Group justify="space-between" gap="sm">
              <Title order={3} fz="md" id="format-parameters">
                {t('catalogue.parameters.title', { number: parameters.length })}
              </Title>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
                {t('catalogue.parameters.add')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('catalogue.parameters.calculationHint')}
            </Text>
            {parameters.map((parameter, position) => (
              <ParameterCard
                key={parameter.index}
                parameter={parameter}
                position={position}
                count={parameters.length}
                names={names}
                problems={problemsAt(position)}
                warnings={
                  warnings.get(parameter.index)?.unit === parameter.unit
                    ? (warnings.get(parameter.index)?.messages ?? [])
                    : []
                }
                onChange={changeParameter}
                onMove={move}
                onRemove={remove}
                drag={{
                  dragging: dragFrom === position,
                  dropTarget: dropOn === position && dragFrom !== null && dragFrom !== position,
                  onDragStart: () => setDragFrom(position),
                  onDragEnter: () => setDropOn(position),
                  onDrop: () => {
                    if (dragFrom !== null) move(dragFrom, position);
                    setDragFrom(null);
                    setDropOn(null);
                  },
                  onDragEnd: () => {
                    setDragFrom(null);
                    setDropOn(null);
                  },
                }}
              />
            ))}
            {parameters.length > 2 && (
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add} w="fit-content">
                {t('catalogue.parameters.add')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', insetBlockStart: 72 }}>
          <FormatPreview parameters={parameters} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { type WorklistProblem, worklistEarliestDay } from '@lims/domain';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../app/session/session-context';
import { toDay } from '../../../ui/date-range-values';
import { useWorklistGeneration } from '../hooks/use-worklist-generation';

/** What the work list menu hands each modal: the waiting list header's lab days and department. */
export interface WorklistModalProps {
  opened: boolean;
  onClose: () => void;
  /** The header's first lab day, 'YYYY-MM-DD'. */
  from?: string;
  /** The header's last lab day, 'YYYY-MM-DD'. */
  to?: string;
  /** The header's department. */
  departmentId?: number;
}

/** Today in the lab's calendar: the date pickers' maximum (spec 002 §5). */
export function useLabToday(): string {
  return toDay(new Date(), useCurrentSession().timeZone);
}

/**
 * A modal's form state around its work list: the domain check's problem until a field changes,
 * and the run it asked for. Changing a field forgets a finished or refused run, whose file or
 * message belonged to the old fields; a run still being made is kept and followed.
 */
export function useWorklistModalForm() {
  const generation = useWorklistGeneration();
  const [problem, setProblem] = useState<WorklistProblem | null>(null);
  const edited = () => {
    setProblem(null);
    if (!generation.generating) generation.reset();
  };
  /** The field's error: the problem's text when it is this field's. */
  const errorOf = (field: string) => (problem?.field === field ? localiseMessage(problem.key) : undefined);
  /** Runs the check; asks for the work list only when it passes. */
  const submit = (problemOf: () => WorklistProblem | null, ask: () => void) => {
    const found = problemOf();
    setProblem(found);
    if (found === null) ask();
  };
  return { generation, problem, edited, errorOf, submit };
}

/**
 * The problem that belongs to none of the fields a modal shows, as an alert above the run's
 * status: the spec's messages about the form as a whole ('From Date and To Date are mandatory').
 */
export function FormProblem({ problem, fields }: { problem: WorklistProblem | null; fields: readonly string[] }) {
  if (problem === null || (problem.field !== undefined && fields.includes(problem.field))) return null;
  return (
    <Alert color="red" role="alert">
      {localiseMessage(problem.key)}
    </Alert>
  );
}

interface DayFieldProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  today: string;
  error?: ReactNode;
  required?: boolean;
}

/** A lab day between 2000-01-01 and today (spec 002 §5 'Date pickers maximum is today; picker minimum 2000-01-01'). */
export function DayField({ label, value, onChange, today, error, required }: DayFieldProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      min={worklistEarliestDay}
      max={today}
      required={required}
      error={error}
      dir="ltr"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

interface ModalFooterProps {
  generating: boolean;
  /** The generate button's text. */
  label: string;
  /** What it reads while the work list is being made (spec 002 §2: 'Generating...', 'Fetching Data'). */
  busyLabel: string;
  /** A Close button before it, where the spec gives the modal one. */
  close?: { label: string; onClick: () => void };
}

/** The foot of a work list modal: its one generate button, disabled while its list is being made. */
export function ModalFooter({ generating, label, busyLabel, close }: ModalFooterProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {close && (
        <Button variant="default" onClick={close.onClick}>
          {close.label}
        </Button>
      )}
      <Button type="submit" disabled={generating}>
        {generating ? busyLabel : label}
      </Button>
    </Group>
  );
}

/** A text box's trimmed text, or null when it is empty: the request's 'not given'. */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

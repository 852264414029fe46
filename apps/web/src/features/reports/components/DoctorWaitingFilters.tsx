import { Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateRange } from '../../../app/date-range/date-range-context';
import { useCurrentSession } from '../../../app/session/session-context';
import { DateRangePicker } from '../../../ui';
import type { DoctorWaitingFilters as Filters } from '../hooks/use-report-lists';

export type DoctorDepartmentChoice = Filters['department'];

/** 'all', 'emergency' or a department id, as the select holds them. */
const choiceOf = (value: string | null): DoctorDepartmentChoice =>
  value === 'emergency' ? 'emergency' : value === null || value === 'all' ? 'all' : Number(value);

interface DoctorWaitingFiltersProps {
  department: DoctorDepartmentChoice;
  onDepartmentChange: (department: DoctorDepartmentChoice) => void;
  assigned: boolean;
  onAssignedChange: (assigned: boolean) => void;
}

/**
 * spec 001 §4 'Department filter for a doctor login': 'All', the one special value that keeps
 * the reports with a mode (Emergency), or one of the doctor's departments; the 'assigned'
 * filter keeps the doctor's own reports; and the days, which a doctor's header does not show.
 */
export function DoctorWaitingFilters({
  department,
  onDepartmentChange,
  assigned,
  onAssignedChange,
}: DoctorWaitingFiltersProps) {
  const { t } = useTranslation();
  const { timeZone, departments } = useCurrentSession();
  const { range, setRange } = useDateRange();
  const departmentLabel = t('reports.doctorWaiting.department');
  return (
    <>
      <Select
        aria-label={departmentLabel}
        placeholder={departmentLabel}
        allowDeselect={false}
        data={[
          { value: 'all', label: t('reports.doctorWaiting.allDepartments') },
          { value: 'emergency', label: t('reports.doctorWaiting.emergency') },
          ...departments.map((choice) => ({ value: String(choice.id), label: choice.name })),
        ]}
        value={String(department)}
        onChange={(value) => onDepartmentChange(choiceOf(value))}
        w={{ base: '100%', xs: 200 }}
      />
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone} width={230} />
      <Switch
        label={t('reports.doctorWaiting.assignedToMe')}
        checked={assigned}
        onChange={(event) => onAssignedChange(event.currentTarget.checked)}
      />
    </>
  );
}

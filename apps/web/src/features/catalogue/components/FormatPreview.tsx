import {
  calculateFormatValues,
  classifyValue,
  parameterLabel,
  parseListOptions,
  type ReportFormatParameter,
  rangeLabel,
  roundHalfAwayFromZero,
  type Sex,
} from '@lims/domain';
import { FileInput, NumberInput, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FormatPreview.module.css';
import { parameterKind } from './format-editing';

const levelClass = { 0: undefined, 1: classes.abnormal, 2: classes.critical } as const;

interface PreviewRowProps {
  parameter: ReportFormatParameter;
  sex: Sex;
  value: number | undefined;
  calculated: number | null | undefined;
  onValue: (value: number | undefined) => void;
}

/** The value cell: what the technician types or picks, or the calculated value ('-' when it cannot be). */
function PreviewValue({ parameter, sex, value, calculated, onValue }: PreviewRowProps) {
  const { t } = useTranslation();
  const name = parameterLabel(parameter);
  const kind = parameterKind(parameter);
  if (kind === 'list') {
    const options = parseListOptions(parameter.listField ?? '');
    if (options === null) {
      return (
        <Text size="sm" c="red">
          {t('catalogue.preview.badList')}
        </Text>
      );
    }
    return (
      <Select
        aria-label={name}
        size="xs"
        data={options.map((option) => ({ value: String(option.value), label: option.label }))}
        placeholder={t('catalogue.preview.pick')}
        clearable
      />
    );
  }
  if (kind === 'text') {
    return (
      <TextInput aria-label={name} size="xs" dir="auto" defaultValue={parameter.defaultDescription ?? undefined} />
    );
  }
  if (kind === 'file') {
    return <FileInput aria-label={name} size="xs" placeholder={t('catalogue.preview.chooseFile')} />;
  }
  if (parameter.calculationString) {
    const shown = calculated ?? null;
    return (
      <TextInput
        aria-label={name}
        size="xs"
        readOnly
        dir="ltr"
        value={shown === null ? '-' : String(roundHalfAwayFromZero(shown, 2))}
        className={levelClass[classifyValue(parameter, sex, shown)]}
        leftSection={<IconMathFunction size={14} aria-hidden />}
        title={t('catalogue.preview.calculated')}
      />
    );
  }
  return (
    <NumberInput
      aria-label={name}
      size="xs"
      hideControls
      dir="ltr"
      value={value ?? ''}
      onChange={(typed) => onValue(typeof typed === 'number' ? typed : undefined)}
      className={levelClass[classifyValue(parameter, sex, value ?? null)]}
    />
  );
}

/**
 * The format as the result entry screen will show it, live: each parameter's name, its input
 * (a list of the list options, a file, text, a number, or the calculated value), its unit and
 * its range label for the sex chosen. Values typed here only try the format out.
 */
export function FormatPreview({ parameters }: { parameters: readonly ReportFormatParameter[] }) {
  const { t } = useTranslation();
  const [sex, setSex] = useState<Sex>('male');
  const [values, setValues] = useState<ReadonlyMap<number, number>>(new Map());
  const calculated = calculateFormatValues(parameters, values);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="format-preview">
      <Stack gap="sm">
        <Title order={3} fz="md" id="format-preview">
          {t('catalogue.preview.title')}
        </Title>
        <SegmentedControl
          aria-label={t('catalogue.preview.sex')}
          value={sex}
          onChange={(value) => setSex(value as Sex)}
          data={[
            { value: 'male', label: t('catalogue.preview.male') },
            { value: 'female', label: t('catalogue.preview.female') },
          ]}
        />
        <div className={classes.rows} data-testid="format-preview">
          {parameters.map((parameter) =>
            parameter.styleFlag ? (
              <div key={parameter.index} className={classes.row}>
                <Text className={classes.heading} dir="auto">
                  {parameter.name}
                </Text>
              </div>
            ) : (
              <div key={parameter.index} className={classes.row}>
                <Text size="sm" dir="auto" fw={500}>
                  {parameterLabel(parameter)}
                  {parameter.optionalField && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {t('catalogue.preview.optional')}
                    </Text>
                  )}
                </Text>
                <PreviewValue
                  parameter={parameter}
                  sex={sex}
                  value={values.get(parameter.index)}
                  calculated={calculated.get(parameter.index)}
                  onValue={(value) =>
                    setValues((current) => {
                      const next = new Map(current);
                      if (value === undefined) next.delete(parameter.index);
                      else next.set(parameter.index, value);
                      return next;
                    })
                  }
                />
                <span className={classes.unit}>{parameter.unit ?? ''}</span>
                <span className={classes.range} data-testid="preview-range">
                  {rangeLabel(parameter, sex)}
                </span>
              </div>
            ),
          )}
        </div>
      </Stack>
    </Paper>
  );
}

import type { PrintSettings, UpdatePrintSettings } from '@lims/contract';
import {
  formatPhpDate,
  type ReportFontFamily,
  reportFontFamilies,
  reportFontSizes,
  reportPaperMargins,
} from '@lims/domain';
import { Code, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { useSavePrintSettings } from '../hooks/use-print-settings';
import { SettingSwitch, SettingsCard } from './SettingsCard';
import { SettingsSaveBar } from './SettingsSaveBar';
import { settingsSaved, settingsSaveFailed } from './settings-save';

type Draft = Omit<UpdatePrintSettings, 'version'>;

const draftOf = ({ version: _version, ...settings }: PrintSettings): Draft => settings;

/** The contract's longest date format. */
const dateFormatMaxLength = 40;
/** The letters formatPhpDate reads (packages/domain dates/php-date-format.ts). */
const dateFormatLetters = [
  'd',
  'j',
  'D',
  'l',
  'm',
  'n',
  'M',
  'F',
  'y',
  'Y',
  'H',
  'G',
  'h',
  'g',
  'i',
  's',
  'a',
  'A',
] as const;

const fontSizeChoices = Array.from({ length: reportFontSizes.max - reportFontSizes.min + 1 }, (_, step) =>
  String(reportFontSizes.min + step),
);

const withinRange = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * The lab's print settings (spec 002 §3 'Print defaults: font size 10, font Verdana, page numbers
 * on, paper margin 20, date format 'M d, Y, h:i a''; spec 001 §5, §6 the due-report settings):
 * the page, the dates with today's date written in the format as it is typed, and the viewer's.
 */
export function PrintSettingsForm({ settings }: { settings: PrintSettings }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const save = useSavePrintSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [today] = useState(() => new Date());
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const marginError = withinRange(draft.paperMargin, reportPaperMargins)
    ? undefined
    : t('print.page.paperMarginRange', reportPaperMargins);
  const dateFormat = draft.dateFormat.trim();
  const dateFormatError =
    dateFormat === ''
      ? t('print.dates.dateFormatRequired')
      : dateFormat.length > dateFormatMaxLength
        ? t('print.dates.dateFormatTooLong', { max: dateFormatMaxLength })
        : undefined;
  const valid = marginError === undefined && dateFormatError === undefined;
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      { ...draft, dateFormat, version: settings.version },
      { onSuccess: settingsSaved, onError: settingsSaveFailed },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid type="container" cols={{ base: 1, '720px': 2, '1080px': 3 }} spacing="md">
          <SettingsCard title={t('print.page.title')}>
            <Select
              label={t('print.page.fontFamily')}
              description={t('print.page.fontFamilyHint')}
              data={reportFontFamilies.map((family) => ({ value: family, label: family }))}
              value={draft.fontFamily}
              onChange={(value) => value && set('fontFamily', value as ReportFontFamily)}
              allowDeselect={false}
              renderOption={({ option }) => <span style={{ fontFamily: option.value }}>{option.label}</span>}
            />
            <Select
              label={t('print.page.fontSize')}
              description={t('print.page.fontSizeHint')}
              data={fontSizeChoices}
              value={String(draft.fontSize)}
              onChange={(value) => value && set('fontSize', Number(value))}
              allowDeselect={false}
            />
            <NumberInput
              label={t('print.page.paperMargin')}
              description={t('print.page.paperMarginHint', reportPaperMargins)}
              value={draft.paperMargin}
              onChange={(value) => set('paperMargin', typeof value === 'number' ? value : Number.NaN)}
              min={reportPaperMargins.min}
              max={reportPaperMargins.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={marginError}
              dir="ltr"
            />
            <SettingSwitch
              label={t('print.page.pageNumbers')}
              description={t('print.page.pageNumbersHint')}
              checked={draft.pageNumbers}
              onChange={(value) => set('pageNumbers', value)}
            />
          </SettingsCard>
          <SettingsCard title={t('print.dates.title')}>
            <TextInput
              label={t('print.dates.dateFormat')}
              description={t('print.dates.dateFormatHint')}
              value={draft.dateFormat}
              onChange={(event) => set('dateFormat', event.currentTarget.value)}
              maxLength={dateFormatMaxLength + 1}
              error={dateFormatError}
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
            />
            <div>
              <Text size="sm" c="dimmed">
                {t('print.dates.example')}
              </Text>
              <Text fw={600} dir="ltr" data-testid="print-date-example">
                {dateFormatError ? '—' : formatPhpDate(today, dateFormat, timeZone)}
              </Text>
            </div>
            <div>
              <Text size="xs" fw={600} c="dimmed">
                {t('print.dates.tokens.title')}
              </Text>
              {/* The letters read left to right on their own, so an Arabic page cannot reorder them. */}
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={2} my={4}>
                {dateFormatLetters.map((letter) => (
                  <Group key={letter} gap={6} wrap="nowrap">
                    <Code component="dt" dir="ltr">
                      {letter}
                    </Code>
                    <Text component="dd" size="xs" c="dimmed" m={0}>
                      {t(`print.dates.tokens.meanings.${letter}`)}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('print.dates.tokens.escape')}
              </Text>
            </div>
          </SettingsCard>
          <SettingsCard title={t('print.viewer.title')}>
            <SettingSwitch
              label={t('print.viewer.withLetterhead')}
              description={t('print.viewer.withLetterheadHint')}
              checked={draft.withLetterhead}
              onChange={(value) => set('withLetterhead', value)}
            />
            <SettingSwitch
              label={t('print.viewer.hideAmountDueReport')}
              description={t('print.viewer.hideAmountDueReportHint')}
              checked={draft.hideAmountDueReport}
              onChange={(value) => set('hideAmountDueReport', value)}
            />
            <SettingSwitch
              label={t('print.viewer.showDueReportAlert')}
              description={t('print.viewer.showDueReportAlertHint')}
              checked={draft.showDueReportAlert}
              onChange={(value) => set('showDueReportAlert', value)}
            />
          </SettingsCard>
        </SimpleGrid>
        <SettingsSaveBar
          changed={changed && valid}
          saving={save.isPending}
          onReset={() => setDraft(draftOf(settings))}
        />
      </Stack>
    </form>
  );
}

import type { OperationSettings, UpdateOperationSettings } from '@lims/contract';
import {
  highLightPreferences,
  maxSigningDoctors,
  operationSettingsProblem,
  sampleOrBillIdChoices,
  sortingFlags,
} from '@lims/domain';
import { Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOperationSettings } from '../hooks/use-lab-settings';
import { SettingSwitch, SettingsCard } from './SettingsCard';
import { SettingsSaveBar } from './SettingsSaveBar';
import { settingsSaved, settingsSaveFailed } from './settings-save';

type Draft = Omit<UpdateOperationSettings, 'version'>;

const draftOf = ({ version: _version, signingDoctors: _doctors, ...settings }: OperationSettings): Draft => settings;

interface ChoiceProps<Value extends number> {
  label: string;
  choices: Record<string, Value>;
  value: Value;
  /** The text of each value, by the value. */
  text: (value: Value) => string;
  onChange: (value: Value) => void;
}

/** One of a few numbered values of the spec, as radio buttons that wrap on a narrow screen. */
function Choice<Value extends number>({ label, choices, value, text, onChange }: ChoiceProps<Value>) {
  return (
    <Radio.Group label={label} value={String(value)} onChange={(chosen) => onChange(Number(chosen) as Value)}>
      <Group gap="md" mt="xs">
        {Object.values(choices).map((choice) => (
          <Radio key={choice} value={String(choice)} label={text(choice)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** spec 001 §9 'Max signing doctors: 4': the approvals a lab may ask for, 1 to 4. */
const approvalChoices = Array.from({ length: maxSigningDoctors }, (_, position) => String(position + 1));

/** spec 001 §3 Operation settings, grouped by where they act: signing, result entry, waiting lists. */
export function OperationSettingsForm({ settings }: { settings: OperationSettings }) {
  const { t } = useTranslation();
  const save = useSaveOperationSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
  // The server keeps the minimum at or below the maximum; the form says so before it is sent.
  const minAboveMax = draft.minApprovals > draft.maxApprovals;
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...draft, version: settings.version }, { onSuccess: settingsSaved, onError: settingsSaveFailed });
  };

  const chooseDoctor = (value: string | null) =>
    setDraft((current) => ({
      ...current,
      defaultSignDoc: value ? Number(value) : null,
      // Without a doctor there is nothing to fix (packages/domain operationSettingsProblem).
      fixDefaultSignDocFlag: value ? current.fixDefaultSignDocFlag : false,
    }));

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid type="container" cols={{ base: 1, '720px': 2, '1080px': 3 }} spacing="md">
          <SettingsCard title={t('operation.signing.title')}>
            <SettingSwitch
              label={t('operation.signing.cacheSignatureFlag')}
              description={t('operation.signing.cacheSignatureFlagHint')}
              checked={draft.cacheSignatureFlag}
              onChange={(value) => set('cacheSignatureFlag', value)}
            />
            <Select
              label={t('operation.signing.defaultSignDoc')}
              description={t('operation.signing.defaultSignDocHint')}
              placeholder={t('operation.signing.noDoctor')}
              nothingFoundMessage={t('operation.signing.noSigningDoctors')}
              data={settings.signingDoctors.map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
              value={draft.defaultSignDoc === null ? null : String(draft.defaultSignDoc)}
              onChange={chooseDoctor}
              clearable
              searchable
            />
            <SettingSwitch
              label={t('operation.signing.fixDefaultSignDocFlag')}
              description={t('operation.signing.fixDefaultSignDocFlagHint')}
              checked={draft.fixDefaultSignDocFlag}
              disabled={draft.defaultSignDoc === null}
              onChange={(value) => set('fixDefaultSignDocFlag', value)}
            />
            <Group grow align="flex-start" gap="sm">
              <Select
                label={t('operation.signing.minApprovals')}
                description={t('operation.signing.minApprovalsHint')}
                data={approvalChoices}
                value={String(draft.minApprovals)}
                onChange={(value) => value && set('minApprovals', Number(value))}
                allowDeselect={false}
                error={minAboveMax ? t('operation.signing.minAboveMax') : undefined}
              />
              <Select
                label={t('operation.signing.maxApprovals')}
                description={t('operation.signing.maxApprovalsHint')}
                data={approvalChoices}
                value={String(draft.maxApprovals)}
                onChange={(value) => value && set('maxApprovals', Number(value))}
                allowDeselect={false}
              />
            </Group>
          </SettingsCard>
          <SettingsCard title={t('operation.entry.title')}>
            <SettingSwitch
              label={t('operation.entry.forceCalculationFlag')}
              description={t('operation.entry.forceCalculationFlagHint')}
              checked={draft.forceCalculationFlag}
              onChange={(value) => set('forceCalculationFlag', value)}
            />
            <Choice
              label={t('operation.entry.highLightPreference')}
              choices={highLightPreferences}
              value={draft.highLightPreference}
              text={(value) => t(`operation.entry.highLight.${value}`)}
              onChange={(value) => set('highLightPreference', value)}
            />
            <SettingSwitch
              label={t('operation.entry.mandatoryFieldsFlag')}
              description={t('operation.entry.mandatoryFieldsFlagHint')}
              checked={draft.mandatoryFieldsFlag}
              onChange={(value) => set('mandatoryFieldsFlag', value)}
            />
            <SettingSwitch
              label={t('operation.entry.storeValuesToDocumentDb')}
              description={t('operation.entry.storeValuesToDocumentDbHint')}
              checked={draft.storeValuesToDocumentDb}
              onChange={(value) => set('storeValuesToDocumentDb', value)}
            />
            <SettingSwitch
              label={t('operation.entry.testEntryByDoctor')}
              description={t('operation.entry.testEntryByDoctorHint')}
              checked={draft.testEntryByDoctor}
              onChange={(value) => set('testEntryByDoctor', value)}
            />
          </SettingsCard>
          <SettingsCard title={t('operation.lists.title')}>
            <Choice
              label={t('operation.lists.sortingFlag')}
              choices={sortingFlags}
              value={draft.sortingFlag}
              text={(value) => t(`operation.lists.sorting.${value}`)}
              onChange={(value) => set('sortingFlag', value)}
            />
            <SettingSwitch
              label={t('operation.lists.showLatestOnTop')}
              description={t('operation.lists.showLatestOnTopHint')}
              checked={draft.showLatestOnTop}
              onChange={(value) => set('showLatestOnTop', value)}
            />
            <SettingSwitch
              label={t('operation.lists.flatWaitingList')}
              description={t('operation.lists.flatWaitingListHint')}
              checked={draft.flatWaitingList}
              onChange={(value) => set('flatWaitingList', value)}
            />
            <Choice
              label={t('operation.lists.showSampleOrBillID')}
              choices={sampleOrBillIdChoices}
              value={draft.showSampleOrBillID}
              text={(value) => t(`operation.lists.sampleOrBill.${value}`)}
              onChange={(value) => set('showSampleOrBillID', value)}
            />
          </SettingsCard>
        </SimpleGrid>
        <SettingsSaveBar
          changed={changed && !minAboveMax && operationSettingsProblem(draft) === null}
          saving={save.isPending}
          onReset={() => setDraft(draftOf(settings))}
        />
      </Stack>
    </form>
  );
}

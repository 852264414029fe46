import type { CommunicationSettings } from '@lims/contract';
import {
  businessAccountPlans,
  type EmailSwitch,
  emailSwitches,
  type SmsSwitch,
  smsSwitches,
  type WhatsappSwitch,
  whatsAppVariants,
  whatsappSwitches,
} from '@lims/domain';
import { Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCommunicationSettings } from '../hooks/use-lab-settings';
import { SettingSwitch, SettingsCard } from './SettingsCard';
import { SettingsSaveBar } from './SettingsSaveBar';
import { settingsSaved, settingsSaveFailed } from './settings-save';

type Draft = Omit<CommunicationSettings, 'version'>;
type Channel = 'sms' | 'whatsapp' | 'email';

const draftOf = ({ version: _version, ...settings }: CommunicationSettings): Draft => settings;

/** spec 000 §3 Communication settings: the switches of each channel and the WhatsApp plan. */
export function CommunicationSettingsForm({ settings }: { settings: CommunicationSettings }) {
  const { t } = useTranslation();
  const save = useSaveCommunicationSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));

  const setSwitch = (channel: Channel, key: string, value: boolean) =>
    setDraft((current) => ({ ...current, [channel]: { ...current[channel], [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...draft, version: settings.version }, { onSuccess: settingsSaved, onError: settingsSaveFailed });
  };

  const group = <Key extends SmsSwitch | WhatsappSwitch | EmailSwitch>(channel: Channel, keys: readonly Key[]) => (
    <SettingsCard title={t(`communication.${channel}.title`)}>
      {keys.map((key) => (
        <SettingSwitch
          key={key}
          // The keys are the spec's names; their texts live under the same names.
          label={t(`communication.${channel}.${key}` as 'communication.sms.billingSms')}
          description={t(`communication.${channel}.${key}Hint` as 'communication.sms.billingSmsHint')}
          checked={(draft[channel] as Record<string, boolean>)[key] ?? false}
          onChange={(value) => setSwitch(channel, key, value)}
        />
      ))}
    </SettingsCard>
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid type="container" cols={{ base: 1, '640px': 2, '1080px': 3 }} spacing="md">
          {group('sms', smsSwitches)}
          {group('whatsapp', whatsappSwitches)}
          {group('email', emailSwitches)}
        </SimpleGrid>
        <SettingsCard title={t('communication.business.title')}>
          <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="md">
            <Select
              label={t('communication.business.plan')}
              data={businessAccountPlans.map((plan) => ({
                value: plan,
                label: t(`communication.business.plans.${plan}`),
              }))}
              value={draft.businessAccountPlan}
              allowDeselect={false}
              onChange={(value) =>
                value &&
                setDraft((current) => ({ ...current, businessAccountPlan: value as Draft['businessAccountPlan'] }))
              }
            />
            <Checkbox.Group
              label={t('communication.business.variants')}
              description={t('communication.business.variantsHint')}
              value={draft.whatsAppVariantTriggerList.map(String)}
              onChange={(values) =>
                values.length > 0 &&
                setDraft((current) => ({
                  ...current,
                  whatsAppVariantTriggerList: values.map(Number).sort((a, b) => a - b),
                }))
              }
            >
              <Group gap="md" mt="xs">
                {whatsAppVariants.map((variant) => (
                  <Checkbox
                    key={variant}
                    value={String(variant)}
                    label={t('communication.business.variant', { number: variant })}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </SimpleGrid>
        </SettingsCard>
        <SettingsSaveBar changed={changed} saving={save.isPending} onReset={() => setDraft(draftOf(settings))} />
      </Stack>
    </form>
  );
}

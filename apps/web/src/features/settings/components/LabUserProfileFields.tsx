import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LabUserFormValues } from './lab-user-form';

export function LabUserProfileFields({ form }: { form: UseFormReturnType<LabUserFormValues> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('labUsers.fullName')}
        required
        dir="auto"
        maxLength={150}
        {...form.getInputProps('fullName')}
      />
      <TextInput
        label={t('labUsers.email')}
        type="email"
        leftSection={<IconMail size={16} stroke={1.5} />}
        maxLength={254}
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('labUsers.contact')}
        inputMode="tel"
        leftSection={<IconPhone size={16} stroke={1.5} />}
        maxLength={13}
        {...form.getInputProps('contact')}
      />
    </SimpleGrid>
  );
}

import { type OwnDetails, UpdateOwnDetails } from '@lims/contract';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { isStale, useUpdateOwnDetails } from '../hooks/use-centre';
import { CentreSection } from './CentreSection';

interface OwnValues {
  fullName: string;
  email: string;
  contact: string;
}

/** spec 000 §7 save-lab-user-details: the signed-in user's own name, e-mail and contact. */
export function OwnDetailsForm({ details }: { details: OwnDetails }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const update = useUpdateOwnDetails();
  const toInput = (values: OwnValues) => ({ ...values, version: details.version });
  const form = useForm<OwnValues>({
    initialValues: { fullName: details.fullName, email: details.email ?? '', contact: details.contact ?? '' },
    validate: zodResolver(UpdateOwnDetails, { message: issueMessage, toInput }),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(toInput(values), {
      onError: (error) => isStale(error) || applyApiError(form, error),
    }),
  );

  return (
    <CentreSection title={t('centre.tabs.me')} hint={t('centre.me.hint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput label={t('centre.me.fullName')} required maxLength={150} {...form.getInputProps('fullName')} />
            <TextInput
              label={t('centre.me.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={254}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('centre.me.contact')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              dir="ltr"
              maxLength={20}
              {...form.getInputProps('contact')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('centre.me.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </CentreSection>
  );
}

import { Alert, Badge, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { confirm, showInfo, showSuccess } from '../../../ui';
import { useBranchManagement, useSetBranchManagement } from '../hooks/use-branches';

/** The lab's branch management switch (spec 001 §6), asked before it changes what every list shows. */
export function BranchManagementCard() {
  const { t } = useTranslation();
  const management = useBranchManagement();
  const change = useSetBranchManagement();
  const enabled = management.data?.enabled ?? false;

  const toggle = async () => {
    const turningOn = !enabled;
    const sure = await confirm(
      turningOn
        ? {
            title: t('branches.management.turnOnTitle'),
            message: t('branches.management.turnOnMessage'),
            confirmLabel: t('branches.management.turnOn'),
          }
        : {
            title: t('branches.management.turnOffTitle'),
            message: t('branches.management.turnOffMessage'),
            confirmLabel: t('branches.management.turnOff'),
            destructive: true,
          },
    );
    if (!sure) return;
    change.mutate(
      { enabled: turningOn },
      {
        onSuccess: (answer) => {
          showSuccess(answer.enabled ? t('branches.management.turnedOn') : t('branches.management.turnedOff'));
          if (answer.createdBranch) {
            showInfo(t('branches.management.mainBranchAdded', { name: answer.createdBranch.name }));
          }
        },
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  };

  if (management.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="lg">
        {t('branches.management.loadFailed')}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} id="branch-management-title">
              {t('branches.management.title')}
            </Text>
            {management.isPending ? (
              <Skeleton height={18} width={40} />
            ) : (
              <Badge variant="light" color={enabled ? 'teal' : 'gray'}>
                {enabled ? t('branches.management.on') : t('branches.management.off')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('branches.management.hint')}
          </Text>
        </Stack>
        <Switch
          size="md"
          aria-labelledby="branch-management-title"
          checked={enabled}
          disabled={management.isPending || change.isPending}
          onChange={() => void toggle()}
        />
      </Group>
    </Paper>
  );
}

import { Anchor, Box, Flex, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, EmptyState } from '../../../ui';
import { TrendsMenu } from '../trends/TrendsMenu';
import { SmartReportPanel } from './SmartReportPanel';
import { useSmartReportProviders } from './use-smart-reports';

export interface SmartReportsDialogProps {
  /** The bill whose smart reports show; null: the dialog is closed. */
  billId: number | null;
  onClose: () => void;
  /** The failure panel's Standard Report; closing, back to the viewer beneath, unless given. */
  onStandardReport?: () => void;
}

/**
 * The smart reports of a bill (spec 001 §2 'Smart report panel (per bill)'), with the provider
 * sidebar: the Back link, Patient Trends and the Smart Reports providers.
 */
export function SmartReportsDialog({ billId, onClose, onStandardReport }: SmartReportsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={billId !== null} onClose={onClose} title={t('smartReports.title')} size="70rem" padding="md">
      {billId !== null && (
        <SmartReports billId={billId} onBack={onClose} onStandardReport={onStandardReport ?? onClose} />
      )}
    </Dialog>
  );
}

function SmartReports({
  billId,
  onBack,
  onStandardReport,
}: {
  billId: number;
  onBack: () => void;
  onStandardReport: () => void;
}) {
  const { t } = useTranslation();
  const providers = useSmartReportProviders();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const items = providers.data?.items ?? [];
  const provider = items.find((item) => item.id === chosenId) ?? items[0];

  return (
    <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align="stretch">
      <Stack
        gap="xs"
        component="nav"
        aria-label={t('smartReports.sidebar')}
        w={{ base: '100%', sm: '14rem' }}
        style={{ flexShrink: 0 }}
      >
        <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={14} className="lims-flip-rtl" aria-hidden />
            {t('smartReports.back')}
          </Group>
        </Anchor>
        <TrendsMenu target={{ labBillId: billId }} size="xs" />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
          {t('smartReports.title')}
        </Text>
        {items.map((item) => (
          <NavLink
            key={item.id}
            label={item.name}
            leftSection={<IconSparkles size={16} />}
            active={item.id === provider?.id}
            onClick={() => setChosenId(item.id)}
            component="button"
            type="button"
          />
        ))}
      </Stack>
      <Box style={{ flex: 1 }} miw={0}>
        {providers.isError ? (
          <EmptyState
            variant="failedToLoad"
            title={t('smartReports.providersFailed')}
            onRetry={() => void providers.refetch()}
          />
        ) : !providers.data ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('smartReports.panel.loading')} />
          </Group>
        ) : provider ? (
          <SmartReportPanel key={provider.id} billId={billId} provider={provider} onStandardReport={onStandardReport} />
        ) : (
          <EmptyState variant="noPending" title={t('smartReports.noProviders')} />
        )}
      </Box>
    </Flex>
  );
}

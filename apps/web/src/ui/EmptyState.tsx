import { Button, Group, type MantineColor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconChecks,
  IconHome,
  IconInbox,
  IconLock,
  IconMapQuestion,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyStateVariant = 'noPending' | 'allProcessed' | 'failedToLoad' | 'notAuthorised' | 'pageNotFound';

interface CommonProps {
  /** Replaces the variant's own title, e.g. to name what is missing. */
  title?: string;
  description?: string;
  /** Extra actions, such as 'Add department' on an empty list. */
  children?: ReactNode;
}

/** spec 000 §2: the empty-state panel and its five variants. */
export type EmptyStateProps = CommonProps &
  (
    | { variant: 'noPending' | 'allProcessed' }
    | { variant: 'failedToLoad'; onRetry?: () => void }
    | { variant: 'notAuthorised'; onRequestAccess?: () => void; onHome?: () => void }
    | { variant: 'pageNotFound'; onGoBack: () => void; onHome: () => void }
  );

const looks: Record<EmptyStateVariant, { icon: typeof IconInbox; color: MantineColor }> = {
  noPending: { icon: IconInbox, color: 'gray' },
  allProcessed: { icon: IconChecks, color: 'teal' },
  failedToLoad: { icon: IconAlertTriangle, color: 'red' },
  notAuthorised: { icon: IconLock, color: 'orange' },
  pageNotFound: { icon: IconMapQuestion, color: 'blue' },
};

export function EmptyState(props: EmptyStateProps) {
  const { t } = useTranslation();
  const texts: Record<EmptyStateVariant, { title: string; description: string }> = {
    noPending: { title: t('emptyState.noPending.title'), description: t('emptyState.noPending.description') },
    allProcessed: { title: t('emptyState.allProcessed.title'), description: t('emptyState.allProcessed.description') },
    failedToLoad: { title: t('emptyState.failedToLoad.title'), description: t('emptyState.failedToLoad.description') },
    notAuthorised: {
      title: t('emptyState.notAuthorised.title'),
      description: t('emptyState.notAuthorised.description'),
    },
    pageNotFound: { title: t('emptyState.pageNotFound.title'), description: t('emptyState.pageNotFound.description') },
  };
  const { icon: Icon, color } = looks[props.variant];
  const text = texts[props.variant];

  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid={`empty-state-${props.variant}`}>
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        <Icon size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={3} fw={600}>
        {props.title ?? text.title}
      </Title>
      <Text c="dimmed" maw={420}>
        {props.description ?? text.description}
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        <VariantActions {...props} />
        {props.children}
      </Group>
    </Stack>
  );
}

function VariantActions(props: EmptyStateProps) {
  const { t } = useTranslation();
  switch (props.variant) {
    case 'failedToLoad':
      return props.onRetry ? (
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={props.onRetry}>
          {t('emptyState.actions.retry')}
        </Button>
      ) : null;
    case 'notAuthorised':
      // A dead end offers a way on (STYLE.md Screens).
      return (
        <>
          {props.onRequestAccess && (
            <Button variant="default" onClick={props.onRequestAccess}>
              {t('emptyState.actions.requestAccess')}
            </Button>
          )}
          {props.onHome && <HomeButton onHome={props.onHome} />}
        </>
      );
    case 'pageNotFound':
      return (
        <>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} className="lims-flip-rtl" />}
            onClick={props.onGoBack}
          >
            {t('emptyState.actions.goBack')}
          </Button>
          <HomeButton onHome={props.onHome} />
        </>
      );
    case 'noPending':
    case 'allProcessed':
      return null;
    default: {
      const unreachable: never = props;
      return unreachable;
    }
  }
}

function HomeButton({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <Button leftSection={<IconHome size={16} />} onClick={onHome}>
      {t('emptyState.actions.home')}
    </Button>
  );
}

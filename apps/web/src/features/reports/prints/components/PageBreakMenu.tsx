import type { PageBreak } from '@lims/contract';
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** spec 001 §9 'Print page-break options: 0 none, 1 with page-break, 3 category page-break', in the spec's menu order. */
const pageBreakChoices = [
  { value: 0, label: 'reportPrints.pageBreak.none' },
  { value: 3, label: 'reportPrints.pageBreak.category' },
  { value: 1, label: 'reportPrints.pageBreak.each' },
] as const satisfies readonly { value: PageBreak; label: string }[];

/** Why printing is not offered, shown over the disabled control; none: it is offered. */
type Blocked = string | null;

function PageBreakItems({ onPrint }: { onPrint: (pageBreak: PageBreak) => void }) {
  const { t } = useTranslation();
  return (
    <Menu.Dropdown>
      <Menu.Label>{t('reportPrints.pageBreak.label')}</Menu.Label>
      {pageBreakChoices.map((choice) => (
        <Menu.Item key={choice.value} onClick={() => onPrint(choice.value)}>
          {t(choice.label)}
        </Menu.Item>
      ))}
    </Menu.Dropdown>
  );
}

/** The toolbar's Print All dropdown (spec 001 §2): disabled while nothing is chosen. */
export function PrintAllMenu({
  disabled,
  blocked,
  onPrint,
}: {
  disabled: boolean;
  blocked: Blocked;
  onPrint: (pageBreak: PageBreak) => void;
}) {
  const { t } = useTranslation();
  const button = (
    <Button
      leftSection={<IconPrinter size={16} />}
      rightSection={<IconChevronDown size={14} />}
      disabled={disabled || blocked !== null}
    >
      {t('reportPrints.toolbar.printAll')}
    </Button>
  );
  if (blocked !== null && !disabled) {
    return (
      <Tooltip label={blocked}>
        <span>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <PageBreakItems onPrint={onPrint} />
    </Menu>
  );
}

/** A card's Print All split button: the button prints with a page-break per report, the arrow offers the three. */
export function PrintAllSplitButton({
  patientName,
  blocked,
  onPrint,
}: {
  patientName: string;
  blocked: Blocked;
  onPrint: (pageBreak: PageBreak) => void;
}) {
  const { t } = useTranslation();
  const split = (
    <Group gap={0} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPrinter size={14} />}
        disabled={blocked !== null}
        onClick={() => onPrint(1)}
        aria-label={t('reportPrints.card.printAllOf', { patient: patientName })}
        style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
      >
        {t('reportPrints.toolbar.printAll')}
      </Button>
      <Menu position="bottom-end" withinPortal disabled={blocked !== null}>
        <Menu.Target>
          <ActionIcon
            size={30}
            variant="light"
            disabled={blocked !== null}
            aria-label={t('reportPrints.card.pageBreakOf', { patient: patientName })}
            style={{
              borderStartStartRadius: 0,
              borderEndStartRadius: 0,
              borderInlineStart: '1px solid var(--mantine-color-body)',
            }}
          >
            <IconChevronDown size={14} />
          </ActionIcon>
        </Menu.Target>
        <PageBreakItems onPrint={onPrint} />
      </Menu>
    </Group>
  );
  return blocked === null ? (
    split
  ) : (
    <Tooltip label={blocked}>
      <span>{split}</span>
    </Tooltip>
  );
}

import type { PricedBill, PricedLine } from '@lims/domain';
import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { UserText } from '../../../ui';
import { ProfileBadge } from './BillBadges';
import type { LineDraft } from './bill-draft';
import { ConcessionField } from './ConcessionField';
import { usePhone } from './use-phone';

interface BillLinesEditorProps {
  lines: LineDraft[];
  priced: PricedBill;
  /** With an organisation on the bill a line may be a copayment (spec: copaymentFlag). */
  withCopayment: boolean;
  /** Per line, the problem the pricing found (a concession above the amount), already translated. */
  errors: ReadonlyMap<number, string>;
  onChange: (index: number, line: LineDraft) => void;
  onRemove: (index: number) => void;
}

/** A line's amount after its own concession; the card's discount and the bill's concession show in the totals. */
const lineAmount = (line: PricedLine | undefined) => (line ? line.grossAmount - line.lineConcessionAmount : 0);

function LineName({ line }: { line: LineDraft }) {
  return (
    <Stack gap={2} miw={0}>
      <UserText size="sm" fw={500} lineClamp={2}>
        {line.item.name}
      </UserText>
      {/* A code is one word ('DIAB-CARE'): in a narrow column the badge goes under it, the code stays whole. */}
      <Group gap={6} style={{ rowGap: 2 }}>
        <Text size="xs" c="dimmed" ff="monospace" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {line.item.code}
        </Text>
        {line.item.kind === 'profile' && <ProfileBadge />}
      </Group>
    </Stack>
  );
}

/** spec 002 §3 'Add-test bill line': quantity (default 1), concession, copayment flag, amount. */
export function BillLinesEditor({ lines, priced, withCopayment, errors, onChange, onRemove }: BillLinesEditorProps) {
  const { t } = useTranslation();
  const money = useMoney();
  // On a phone each line is a card: a wide table of inputs does not fit.
  const phone = usePhone();

  const fields = (line: LineDraft, index: number) => ({
    quantity: (
      <NumberInput
        aria-label={t('billing.lines.quantityOf', { name: line.item.name })}
        value={line.quantity}
        onChange={(value) =>
          onChange(index, { ...line, quantity: typeof value === 'number' && value >= 1 ? value : 1 })
        }
        min={1}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        dir="ltr"
        w={64}
      />
    ),
    concession: (
      <ConcessionField
        label={t('billing.lines.concessionOf', { name: line.item.name })}
        value={line.concession}
        onChange={(concession) => onChange(index, { ...line, concession })}
        error={errors.get(index)}
      />
    ),
    copayment: withCopayment && (
      <Checkbox
        size={phone ? 'sm' : 'xs'}
        label={t('billing.lines.copayment')}
        aria-label={t('billing.lines.copaymentOf', { name: line.item.name })}
        checked={line.copayment}
        onChange={(event) => onChange(index, { ...line, copayment: event.currentTarget.checked })}
      />
    ),
    amount: (
      <Text size="sm" fw={500} dir="ltr" ta="end" style={{ whiteSpace: 'nowrap' }}>
        {money.format(lineAmount(priced.lines[index]))}
      </Text>
    ),
    remove: (
      <Tooltip label={t('billing.lines.remove')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('billing.lines.removeNamed', { name: line.item.name })}
          onClick={() => onRemove(index)}
        >
          <IconTrash size={16} stroke={1.5} />
        </ActionIcon>
      </Tooltip>
    ),
  });

  if (phone) {
    return (
      <Stack gap="sm">
        {lines.map((line, index) => {
          const field = fields(line, index);
          return (
            <Paper key={line.key} withBorder radius="sm" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <LineName line={line} />
                  {field.remove}
                </Group>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {field.quantity}
                  <div style={{ flex: 1, minWidth: 0 }}>{field.concession}</div>
                </Group>
                <Group justify="space-between">
                  {field.copayment || <span />}
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {t('billing.lines.unitPrice')} {money.format(line.item.price)}
                    </Text>
                    {field.amount}
                  </Group>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  // The copayment flag sits under the test's name, not in a column of its own: a bill with an
  // organisation needs no wider table than one without, and both fit from 1024 px up.
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('billing.lines.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.lines.test')}</Table.Th>
            <Table.Th w={80}>{t('billing.lines.quantity')}</Table.Th>
            <Table.Th w={96} ta="end">
              {t('billing.lines.unitPrice')}
            </Table.Th>
            <Table.Th w={170}>{t('billing.lines.concession')}</Table.Th>
            <Table.Th w={100} ta="end">
              {t('billing.lines.amount')}
            </Table.Th>
            <Table.Th w={44}>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const field = fields(line, index);
            return (
              <Table.Tr key={line.key} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Stack gap={6}>
                    <LineName line={line} />
                    {field.copayment}
                  </Stack>
                </Table.Td>
                <Table.Td>{field.quantity}</Table.Td>
                <Table.Td>
                  <Text size="sm" dir="ltr" ta="end" pt={6} style={{ whiteSpace: 'nowrap' }}>
                    {money.format(line.item.price)}
                  </Text>
                </Table.Td>
                <Table.Td>{field.concession}</Table.Td>
                <Table.Td pt={14}>{field.amount}</Table.Td>
                <Table.Td>{field.remove}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

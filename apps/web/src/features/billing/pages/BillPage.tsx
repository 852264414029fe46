import type { Bill, BillLine } from '@lims/contract';
import { sampleWithdrawn } from '@lims/domain';
import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconCash,
  IconChevronDown,
  IconPaperclip,
  IconPrinter,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, NotFoundPage, ReasonDialog, showSuccess, UserText } from '../../../ui';
import { RecordSection } from '../../patients';
import { patientsPaths } from '../../patients/area';
import { PrintLabelsButton } from '../../samples/labels';
import { receiptPath } from '../api/bills-api';
import { billingPaths } from '../area';
import { AttachmentList } from '../components/AttachmentList';
import { AttachmentUpload } from '../components/AttachmentUpload';
import { BillStatusBadge, PaymentStatusBadge } from '../components/BillBadges';
import { BillLinesTable } from '../components/BillLinesTable';
import { PaymentDialog } from '../components/PaymentDialog';
import { PaymentsHistory } from '../components/PaymentsHistory';
import { PrivilegeCardPanel } from '../components/PrivilegeCardPanel';
import { percentOfBasisPoints } from '../components/percent';
import { showRefusal } from '../components/refusal';
import { TotalsList } from '../components/TotalsList';
import { useBill, useCancelLine, useDismissBill } from '../hooks/use-bills';

type OpenDialog =
  | { kind: 'payment' }
  | { kind: 'refund' }
  | { kind: 'dismiss' }
  | { kind: 'cancel'; line: BillLine }
  | null;

function BillHeader({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const facts = [
    [t('billing.bill.date'), formatLabDateTime(bill.createdAt, timeZone)],
    [t('billing.bill.by'), bill.createdBy],
    [t('billing.fields.referralDoctor'), bill.referralDoctor?.name],
    [t('billing.fields.organisation'), bill.organisation?.name],
    [t('billing.fields.orderNumber'), bill.orderNumber],
    [t('billing.fields.comments'), bill.comments],
    [t('billing.dismiss.reasonLabel'), bill.dismissReason],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz="h3">
            {t('billing.bill.title', { id: bill.labBillId })}
          </Title>
          <PaymentStatusBadge status={bill.paymentStatus} />
          <BillStatusBadge status={bill.status} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={patientsPaths.patient(bill.patient.id)} fw={600} dir="auto">
            {[bill.patient.designation, bill.patient.fullName].filter(Boolean).join(' ')}
          </Anchor>
          <Text size="sm" ff="monospace" c="dimmed" dir="ltr">
            {bill.patient.labPatientId}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={4}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={0} miw={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <UserText size="sm" lineClamp={2}>
                {value}
              </UserText>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function BillActions({ bill, onOpen }: { bill: Bill; onOpen: (dialog: OpenDialog) => void }) {
  const { t } = useTranslation();
  const allowed = useCan();
  const active = bill.status === 'active';
  const finance = allowed('billing.refund');
  const labelled = bill.samples.filter((sample) => !sampleWithdrawn(sample.status)).map((sample) => sample.id);
  return (
    <Group gap="sm">
      {active && bill.dueAmount > 0 && allowed('billing.collect') && (
        <Button leftSection={<IconCash size={16} />} onClick={() => onOpen({ kind: 'payment' })}>
          {t('billing.payments.add')}
        </Button>
      )}
      {/* At the desk the receipt is printed right after saving or taking a payment: in sight, not in More. */}
      <Button
        component="a"
        href={receiptPath(bill.id)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconPrinter size={16} stroke={1.5} />}
      >
        {t('billing.bill.printReceipt')}
      </Button>
      {/* The tubes are labelled at the desk as the bill is made: the bill's samples still needed. */}
      {labelled.length > 0 && <PrintLabelsButton sampleIds={labelled} />}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} />}>
            {t('billing.bill.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={billingPaths.attachmentsOf(bill.id)}
            target="_blank"
            rel="noopener"
            leftSection={<IconPaperclip size={16} stroke={1.5} />}
          >
            {t('billing.attachments.open')}
          </Menu.Item>
          {finance && (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconReceiptRefund size={16} stroke={1.5} />}
                disabled={bill.paidAmount - bill.refundedAmount <= 0}
                onClick={() => onOpen({ kind: 'refund' })}
              >
                {t('billing.refund.action')}
              </Menu.Item>
              {active && (
                <Menu.Item
                  color="red"
                  leftSection={<IconBan size={16} stroke={1.5} />}
                  onClick={() => onOpen({ kind: 'dismiss' })}
                >
                  {t('billing.dismiss.action')}
                </Menu.Item>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** The bill's money: what it comes to, who pays what, what is paid, refunded and due. */
function BillTotals({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {bill.privilegeCard && (
        <Badge variant="light" color="teal" radius="sm" style={{ alignSelf: 'flex-start' }}>
          {t('billing.card.applied', {
            name: bill.privilegeCard.typeName,
            percent: percentOfBasisPoints(bill.privilegeCard.discountBasisPoints),
          })}
        </Badge>
      )}
      <TotalsList
        label={t('billing.totals.title')}
        rows={[
          { label: t('billing.totals.gross'), amount: bill.grossAmount },
          { label: t('billing.totals.concession'), amount: bill.concessionAmount, negative: true },
          { label: t('billing.totals.net'), amount: bill.netAmount, strong: true },
          ...(bill.organisationAmount > 0
            ? [
                { label: t('billing.totals.organisation'), amount: bill.organisationAmount },
                { label: t('billing.totals.patient'), amount: bill.patientAmount },
              ]
            : []),
          { label: t('billing.totals.paid'), amount: bill.paidAmount },
          ...(bill.refundedAmount > 0
            ? [{ label: t('billing.totals.refunded'), amount: bill.refundedAmount, negative: true }]
            : []),
          { label: t('billing.totals.due'), amount: bill.dueAmount, strong: true },
        ]}
      />
    </Stack>
  );
}

/** A bill's samples: not collected, collected, cancelled with their lines, or dismissed with the bill. */
const sampleStatuses = ['notCollected', 'collected', 'cancelled', 'dismissed'] as const;
const isSampleStatus = (status: string): status is (typeof sampleStatuses)[number] =>
  (sampleStatuses as readonly string[]).includes(status);

function BillSamples({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const sampleStatus = (status: string) => (isSampleStatus(status) ? t(`billing.samples.status.${status}`) : status);
  if (bill.samples.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.samples.none')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {bill.samples.map((sample) => (
        <Group key={sample.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text size="sm" ff="monospace" fw={500} dir="ltr" ta="start">
              {sample.manualSampleId ?? sample.autoSampleId}
            </Text>
            <UserText size="xs" c="dimmed">
              {sample.sampleType?.name ?? '-'}
            </UserText>
          </Stack>
          <Badge variant="light" color="gray" radius="sm">
            {sampleStatus(sample.status)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** The bill's page: header and actions, lines, samples, totals, payments, attachments. */
export function BillView({ billId }: { billId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  const query = useBill(billId);
  const cancelLine = useCancelLine(billId);
  const dismiss = useDismissBill(billId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setRefusal(null);
  };
  const refused = (error: unknown) => showRefusal(error, setRefusal);

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={120} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return isApiError(query.error) && query.error.code === 'not_found' ? (
      <EmptyState
        variant="pageNotFound"
        title={t('billing.bill.notFound')}
        onGoBack={() => void navigate(-1)}
        onHome={() => void navigate(billingPaths.list)}
      />
    ) : (
      <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
    );
  }

  const bill = query.data;
  // The desk that takes payments changes the bill's lines and papers too (server: billing.collect).
  const mayChange = bill.status === 'active' && allowed('billing.collect');
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor component={Link} to={billingPaths.list} size="sm">
          <IconArrowLeft size={14} className="lims-flip-rtl" style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
          {t('billing.bill.back')}
        </Anchor>
        <BillActions bill={bill} onOpen={setDialog} />
      </Group>
      <BillHeader bill={bill} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <RecordSection title={t('billing.lines.title')}>
              <BillLinesTable bill={bill} onCancel={mayChange ? (line) => setDialog({ kind: 'cancel', line }) : null} />
            </RecordSection>
            <RecordSection title={t('billing.payments.history')}>
              <PaymentsHistory bill={bill} />
            </RecordSection>
            <RecordSection title={t('billing.attachments.title')}>
              <Stack gap="sm">
                <AttachmentList billId={bill.id} />
                {mayChange && <AttachmentUpload billId={bill.id} />}
              </Stack>
            </RecordSection>
          </Stack>
        </Grid.Col>
        {/* Below a wide screen the page is one column: the money comes first, then the lines. */}
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: -1, lg: 0 }}>
          {/* Side by side on a laptop, where the page is one column; one above the other beside the lines on a wide screen. */}
          <SimpleGrid cols={{ base: 1, md: 2, lg: 1 }} spacing="md">
            <RecordSection title={t('billing.totals.title')}>
              <BillTotals bill={bill} />
            </RecordSection>
            <RecordSection title={t('billing.samples.title')}>
              <BillSamples bill={bill} />
            </RecordSection>
            <RecordSection title={t('billing.card.title')}>
              <PrivilegeCardPanel patientId={bill.patient.id} />
            </RecordSection>
          </SimpleGrid>
        </Grid.Col>
      </Grid>

      <PaymentDialog
        key={`payment:${bill.version}`}
        kind="payment"
        opened={dialog?.kind === 'payment'}
        bill={bill}
        onClose={close}
      />
      <PaymentDialog
        key={`refund:${bill.version}`}
        kind="refund"
        opened={dialog?.kind === 'refund'}
        bill={bill}
        onClose={close}
      />
      <ReasonDialog
        opened={dialog?.kind === 'cancel'}
        title={t('billing.lines.cancelTitle')}
        message={dialog?.kind === 'cancel' ? t('billing.lines.cancelMessage', { name: dialog.line.name }) : ''}
        label={t('billing.reason')}
        confirmLabel={t('billing.lines.cancel')}
        destructive
        maxLength={300}
        pending={cancelLine.isPending}
        refusal={refusal}
        onConfirm={(reason) => {
          if (dialog?.kind !== 'cancel') return;
          cancelLine.mutate(
            { lineId: dialog.line.id, reason, version: bill.version },
            {
              onSuccess: () => {
                showSuccess(t('billing.lines.cancelled'));
                close();
              },
              onError: refused,
            },
          );
        }}
        onClose={close}
      />
      <ReasonDialog
        opened={dialog?.kind === 'dismiss'}
        title={t('billing.dismiss.title')}
        message={t('billing.dismiss.message', { id: bill.labBillId })}
        label={t('billing.reason')}
        confirmLabel={t('billing.dismiss.action')}
        destructive
        maxLength={300}
        pending={dismiss.isPending}
        refusal={refusal}
        onConfirm={(reason) =>
          dismiss.mutate(
            { reason, version: bill.version },
            {
              onSuccess: () => {
                showSuccess(t('billing.dismiss.done'));
                close();
              },
              onError: refused,
            },
          )
        }
        onClose={close}
      />
    </Stack>
  );
}

/** `/bills/:billId`; an id that cannot be a bill's is the app's not-found page. */
export function BillPage() {
  const { billId } = useParams();
  const id = Number(billId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <BillView key={id} billId={id} />;
}

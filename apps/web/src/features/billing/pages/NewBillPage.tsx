import type { BillableItem, CreateBill } from '@lims/contract';
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useMoney } from '../../../app/money/use-money';
import { notifyError } from '../../../app/notify-error';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, PageHeader, showSuccess } from '../../../ui';
import { BranchSelect } from '../../branches';
import { OrganisationSelect, PatientSearch, RecordSection, ReferralSelect, usePatient } from '../../patients';
import { billingPaths } from '../area';
import { BillableSearch } from '../components/BillableSearch';
import { BilledPatientHeader } from '../components/BilledPatientHeader';
import { BillLinesEditor } from '../components/BillLinesEditor';
import {
  type BillDraft,
  createBillRequest,
  emptyDraft,
  lineOf,
  paymentsTotal,
  priceDraft,
  problemsOf,
} from '../components/bill-draft';
import { ConcessionField } from '../components/ConcessionField';
import { type DiscountApproval, DiscountApprovalDialog } from '../components/DiscountApprovalDialog';
import { PaymentRows } from '../components/PaymentRows';
import { PrivilegeCardPanel } from '../components/PrivilegeCardPanel';
import { TotalsList } from '../components/TotalsList';
import { needsApproval, useCreateBill } from '../hooks/use-bills';
import { usePatientCard } from '../hooks/use-privilege-cards';

/** The approval dialog's state: the server's reason, and why the last approver was refused. */
interface ApprovalAsked {
  reason: string;
  error: string | null;
}

function NewBillForm({ patientId, onChangePatient }: { patientId: number; onChangePatient: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const patient = usePatient(patientId);
  const card = usePatientCard(patientId);
  const create = useCreateBill();
  const [draft, setDraft] = useState<BillDraft>(emptyDraft);
  const [approval, setApproval] = useState<ApprovalAsked | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  // spec 001 §6: a session working in all branches names the bill's branch; one in a branch bills in it.
  const session = useCurrentSession();
  const choosesBranch = session.branchManagement && session.currentBranch === null;
  const [branch, setBranch] = useState<{ id: string; error: string | null }>({ id: '', error: null });
  const change = (changes: Partial<BillDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const cardDiscount = card.data?.valid && draft.applyCard ? card.data.cardType.discountBasisPoints : 0;
  const priced = priceDraft(draft, {
    currency: money.currency,
    floatSupport: money.floatSupport,
    cardDiscountBasisPoints: cardDiscount,
  });
  const problems = problemsOf(priced);
  const paid = paymentsTotal(draft.payments);
  const due = Math.max(priced.patientAmount - paid, 0);
  const lineErrors = new Map([...problems.lines].map(([index, key]) => [index, localiseMessage(key)]));

  const save = (approvedBy?: DiscountApproval) => {
    if (draft.lines.length === 0) {
      setLinesError(localiseMessage('billNeedsTests'));
      return;
    }
    if (problems.lines.size > 0 || problems.bill) return;
    const body: CreateBill = createBillRequest(draft, patientId, {
      language: i18n.language,
      skipCard: Boolean(card.data?.valid) && !draft.applyCard,
      approval: approvedBy,
    });
    if (choosesBranch && branch.id !== '') body.branchId = Number(branch.id);
    create.mutate(body, {
      onSuccess: (bill) => {
        setApproval(null);
        showSuccess(t('billing.newBill.saved', { id: bill.labBillId }));
        void navigate(billingPaths.bill(bill.id));
      },
      onError: (error) => {
        if (needsApproval(error)) {
          const reason = localiseMessage(error.messageKey, error.params);
          // Asked again with an approver: the server refused that approver.
          setApproval({ reason, error: approvedBy ? reason : null });
          return;
        }
        if (approvedBy && isApiError(error) && error.status === 403) {
          setApproval((current) => current && { ...current, error: localiseMessage(error.messageKey, error.params) });
          return;
        }
        if (isApiError(error) && error.field === 'branchId') {
          setBranch((current) => ({ ...current, error: localiseMessage(error.messageKey, error.params) }));
          return;
        }
        notifyError(error, t('billing.newBill.saveFailed'));
      },
    });
  };

  const addLine = (item: BillableItem) => {
    setLinesError(null);
    change({ lines: [...draft.lines, lineOf(item)] });
  };

  if (patient.isPending) return <Skeleton h={80} radius="md" />;
  if (patient.isError) {
    return (
      <EmptyState
        variant="failedToLoad"
        title={t('messages.patientInfoFetchFailed')}
        onRetry={() => void patient.refetch()}
      />
    );
  }

  return (
    <Stack gap="md">
      <BilledPatientHeader patient={patient.data} onChange={onChangePatient} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <RecordSection title={t('billing.lines.title')}>
              <Stack gap="sm">
                <BillableSearch onAdd={addLine} />
                {linesError && (
                  <Text size="sm" c="red" role="alert">
                    {linesError}
                  </Text>
                )}
                {draft.lines.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('billing.lines.empty')}
                  </Text>
                ) : (
                  <BillLinesEditor
                    lines={draft.lines}
                    priced={priced}
                    withCopayment={draft.organisation !== null}
                    errors={lineErrors}
                    onChange={(index, line) =>
                      change({ lines: draft.lines.map((current, at) => (at === index ? line : current)) })
                    }
                    onRemove={(index) => change({ lines: draft.lines.filter((_, at) => at !== index) })}
                  />
                )}
              </Stack>
            </RecordSection>
            <RecordSection title={t('billing.newBill.details')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {choosesBranch && (
                  <BranchSelect
                    required
                    only={session.branches}
                    description={t('branches.field.billHint')}
                    value={branch.id}
                    onChange={(id) => setBranch({ id, error: null })}
                    error={branch.error}
                  />
                )}
                <ReferralSelect
                  value={draft.referralDoctor}
                  onChange={(referralDoctor) => change({ referralDoctor })}
                />
                <OrganisationSelect value={draft.organisation} onChange={(organisation) => change({ organisation })} />
                <TextInput
                  label={t('billing.fields.orderNumber')}
                  value={draft.orderNumber}
                  onChange={(event) => change({ orderNumber: event.currentTarget.value })}
                  maxLength={60}
                  dir="auto"
                />
                <Textarea
                  label={t('billing.fields.comments')}
                  value={draft.comments}
                  onChange={(event) => change({ comments: event.currentTarget.value })}
                  maxLength={1000}
                  autosize
                  minRows={1}
                  maxRows={4}
                  dir="auto"
                />
                <Switch
                  label={t('billing.fields.emergency')}
                  description={t('billing.fields.emergencyHint')}
                  checked={draft.emergency}
                  onChange={(event) => change({ emergency: event.currentTarget.checked })}
                />
              </SimpleGrid>
            </RecordSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* Side by side on a laptop, where the page is one column; one above the other beside the lines on a wide screen. */}
          <SimpleGrid cols={{ base: 1, md: 2, lg: 1 }} spacing="md">
            <RecordSection title={t('billing.card.title')}>
              <PrivilegeCardPanel
                patientId={patientId}
                apply={{ value: draft.applyCard, onChange: (applyCard) => change({ applyCard }) }}
              />
            </RecordSection>
            <RecordSection title={t('billing.totals.title')}>
              <Stack gap="sm">
                <ConcessionField
                  label={t('billing.totals.billConcession')}
                  visibleLabel
                  value={draft.concession}
                  onChange={(concession) => change({ concession })}
                  error={problems.bill && localiseMessage(problems.bill)}
                />
                <TotalsList
                  label={t('billing.totals.title')}
                  rows={[
                    { label: t('billing.totals.gross'), amount: priced.grossAmount },
                    {
                      label: t('billing.totals.concession'),
                      amount: priced.concessionAmount - priced.cardDiscountAmount,
                      negative: true,
                    },
                    ...(priced.cardDiscountAmount > 0
                      ? [{ label: t('billing.totals.card'), amount: priced.cardDiscountAmount, negative: true }]
                      : []),
                    { label: t('billing.totals.net'), amount: priced.netAmount, strong: true },
                    ...(priced.organisationAmount > 0
                      ? [
                          { label: t('billing.totals.organisation'), amount: priced.organisationAmount },
                          { label: t('billing.totals.patient'), amount: priced.patientAmount },
                        ]
                      : []),
                  ]}
                />
              </Stack>
            </RecordSection>
            <RecordSection title={t('billing.payments.title')}>
              <Stack gap="sm">
                <PaymentRows payments={draft.payments} onChange={(payments) => change({ payments })} />
                <TotalsList
                  label={t('billing.payments.title')}
                  rows={[
                    { label: t('billing.totals.advance'), amount: paid },
                    { label: t('billing.totals.due'), amount: due, strong: true },
                  ]}
                />
                {paid > priced.patientAmount && (
                  <Alert color="orange" variant="light" p="xs">
                    {localiseMessage('paymentAboveDue', { due: money.format(priced.patientAmount) })}
                  </Alert>
                )}
              </Stack>
            </RecordSection>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('billing.totals.net')}
                  </Text>
                  <Text fw={700} size="lg" dir="ltr">
                    {money.format(priced.netAmount)}
                  </Text>
                </Stack>
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={create.isPending && approval === null}
                  onClick={() => save()}
                >
                  {t('billing.newBill.save')}
                </Button>
              </Group>
            </Paper>
          </SimpleGrid>
        </Grid.Col>
      </Grid>
      <DiscountApprovalDialog
        opened={approval !== null}
        reason={approval?.reason ?? null}
        error={approval?.error ?? null}
        saving={create.isPending}
        onApprove={(approvedBy) => save(approvedBy)}
        onClose={() => setApproval(null)}
      />
    </Stack>
  );
}

/** The patient to bill, found with the patients area's search when the address names none. */
function ChoosePatient({ onChoose }: { onChoose: (patientId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="sm">
        <Text fw={600}>{t('billing.newBill.choosePatient')}</Text>
        <Text size="sm" c="dimmed">
          {t('billing.newBill.choosePatientHint')}
        </Text>
        <PatientSearch onSelect={(patient) => onChoose(patient.id)} />
      </Stack>
    </Paper>
  );
}

/** New bill (`/billing/new?patientId=`): spec 002 §3 'Add-test bill line', §9 payment modes. */
export function NewBillPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const patientId = Number(params.get('patientId'));
  const chosen = Number.isSafeInteger(patientId) && patientId > 0;
  return (
    <>
      <PageHeader title={t('billing.newBill.title')} description={t('billing.newBill.description')} />
      {chosen ? (
        <NewBillForm key={patientId} patientId={patientId} onChangePatient={() => setParams({})} />
      ) : (
        <ChoosePatient onChoose={(id) => setParams({ patientId: String(id) })} />
      )}
    </>
  );
}

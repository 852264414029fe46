import type { ReportEntry, SignatureRequest } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { notifyError } from '../../../../app/notify-error';
import { useCan } from '../../../../app/session/access';
import { confirm, showSuccess } from '../../../../ui';
import { useRemoveSignatures, useSignReport } from '../hooks/use-report-entry';
import type { SigningContext } from './ReportEntryPanel';
import { SigningPanel } from './SigningPanel';

/**
 * Signing from the lab's panel (spec 001 §4 Signing): the verified doctors sign, the values with
 * them when they changed (Save & Sign, saveFlag 1); an on-hold report asks first; a signed
 * report not yet dispatched may have its signatures removed.
 */
export function LabSigning({ report, context }: { report: ReportEntry; context: SigningContext }) {
  const { t } = useTranslation();
  const can = useCan();
  const sign = useSignReport(report.id);
  const remove = useRemoveSignatures(report.id);

  const onSign = async (signatures: SignatureRequest[], submit: boolean) => {
    const confirmOnHold = report.exception.onHold;
    if (
      confirmOnHold &&
      !(await confirm({ title: t('reportEntry.signing.title'), message: localiseMessage('confirmSignOnHold') }))
    ) {
      return;
    }
    const done = () => showSuccess(localiseMessage(submit ? 'reportApprovedAndSubmitted' : 'reportApproved'));
    if (report.editable && context.dirty()) {
      if (await context.save({ signatures, submit })) done();
      return;
    }
    // Awaited rather than given callbacks: the answer's new version remounts this panel.
    try {
      await sign.mutateAsync({ version: report.version, signatures, submit, confirmOnHold });
      done();
    } catch (error) {
      notifyError(error, localiseMessage('signFailed'));
    }
  };

  const onRemoveSign = async () => {
    try {
      await remove.mutateAsync(report.version);
      showSuccess(localiseMessage('signRemoved'));
    } catch (error) {
      notifyError(error, localiseMessage('removeSignFailed'));
    }
  };

  return (
    <SigningPanel
      report={report}
      pending={sign.isPending || remove.isPending || context.saving}
      onSign={(signatures, submit) => void onSign(signatures, submit)}
      onRemoveSign={() => void onRemoveSign()}
      canRemoveSign={report.signatures.length > 0 && !report.isSynced && can('reports.sign')}
    />
  );
}

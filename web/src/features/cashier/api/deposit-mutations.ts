import { useQueryClient } from '@tanstack/react-query';
import { DocumentType } from '@sportsbook/contracts/endpoints/files/save-document';
import type { WalletMethodCode, WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import {
  fileWalletRequest,
  type RequestIds,
  type WalletRequestBody,
} from '@/components/cashier/wallet-request-call.ts';
import { toast } from '@/lib/toasts.ts';
import { api } from '@/lib/api.ts';
import { errorText } from '@/lib/error-text.ts';
import { i18n } from '@/lib/i18n.ts';
import type { MoneyCallSpec } from '@/lib/money-call/money-call.ts';
import { whatWasDone, whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { refreshAfterWalletRequest } from '@/lib/queries/cashier-queries.ts';
import { uploadDocument, type UploadOptions } from '@/lib/upload-file.ts';
import { useMoneyCall } from '@/lib/money-call/use-money-call.ts';

const text = (key: string, values?: Record<string, string>) =>
  i18n.t(key, { ns: 'deposit', ...values });

/** The deposit proof's upload (category 4, SPEC §7), with its progress for the form. */
export const uploadDepositProof = (file: File, options: UploadOptions): Promise<string> =>
  uploadDocument(DocumentType.depositProof, file, options);

export interface DepositReport {
  amount: number;
  method: WalletMethodCode;
  /** The uploaded proof's file name, when a photo was uploaded. */
  fileName: string | undefined;
}

/** The report as POST /cashier/withdraw/request takes it: type 'deposit', fileURL = the proof. */
export const depositBody = ({ amount, method, fileName }: DepositReport): WalletRequestBody => ({
  type: 'deposit',
  amount,
  method,
  fileURL: fileName ?? null,
});

/**
 * Filing the deposit report as a money call (issue 24): the wallet request's own reconciliation
 * (the customer's deposit requests read before, and again when the answer is lost).
 */
export const fileDeposit: MoneyCallSpec<DepositReport, WalletRequest, WalletRequest, RequestIds> = {
  before: (report, signal) => fileWalletRequest.before(depositBody(report), signal, null),
  send: (report, signal) => fileWalletRequest.send(depositBody(report), signal),
  check: (report, ids, signal) => fileWalletRequest.check(depositBody(report), ids, signal),
};

/**
 * Links the proof to the filed request (PUT /FileUploader, SPEC §7). The request exists by then:
 * a failed link is answered (and told), never turned into a failed report the user would send
 * again.
 */
export async function linkProof(request: WalletRequest, fileName: string): Promise<unknown> {
  try {
    await api.call('files.link', {
      query: { referenceId: request.guid, referenceType: 'WalletRequest' },
      body: { fileName },
    });
    return undefined;
  } catch (linkError) {
    return linkError;
  }
}

/**
 * The deposit form's submit (SPEC §4 Deposit form, §8): once filed (answered, or found after a lost
 * answer) 'Request has been succesfully created', the proof is linked to it and the requests and
 * the standing refresh. A refusal shows the server's message in an error toast; a report found not
 * filed is the form's to say, with its retry.
 */
export function useReportDeposit() {
  const queryClient = useQueryClient();
  const call = useMoneyCall({
    ...fileDeposit,
    once: true,
    progress: { sending: 'deposit:sending', checking: 'deposit:checking' },
    say: {
      done: (outcome, report) => {
        const request = whatWasDone(outcome);
        toast.success(text('success'));
        void (async () => {
          const linkError = report.fileName ? await linkProof(request, report.fileName) : undefined;
          if (linkError) toast.warning(text('linkFailed', { message: errorText(linkError) }));
          await refreshAfterWalletRequest(queryClient);
        })();
      },
      refused: (refusal) => {
        toast.error(errorText(whyRefused(refusal)));
      },
    },
  });
  return { ...call, report: call.run };
}

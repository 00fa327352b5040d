import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DocumentType } from '@sportsbook/contracts/endpoints/files/save-document';
import type { WalletMethodCode, WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { toast } from '@/lib/toast-area.ts';
import { api, apiOver } from '@/lib/api.ts';
import { errorText } from '@/lib/error-text.ts';
import { i18n } from '@/lib/i18n.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { fetchWithUploadProgress, type OnUploadProgress } from '@/lib/upload-file.ts';

const text = (key: string, values?: Record<string, string>) =>
  i18n.t(key, { ns: 'deposit', ...values });

/**
 * POST /FileUploader/SaveDocument with the deposit proof (category 4, SPEC §7), over XHR so the
 * form can show how much of the photo has gone. Answers the name the server keeps it under.
 */
export async function uploadDepositProof(
  file: File,
  { onProgress, signal }: { onProgress: OnUploadProgress; signal?: AbortSignal },
): Promise<string> {
  const saved = await apiOver(fetchWithUploadProgress(onProgress)).call(
    'files.saveDocument',
    { query: { documentTypeId: DocumentType.depositProof }, body: { file } },
    signal ? { signal } : {},
  );
  return saved.fileName;
}

export interface DepositReport {
  amount: number;
  method: WalletMethodCode;
  /** The uploaded proof's file name, when a photo was uploaded. */
  fileName: string | undefined;
}

export interface ReportedDeposit {
  request: WalletRequest;
  /** Why the photo could not be linked to the new request, if it could not. */
  linkError: unknown;
}

/**
 * Files the deposit report (POST /cashier/withdraw/request, type 'deposit', fileURL = the proof),
 * then links the proof to the new request (PUT /FileUploader, SPEC §7). The request exists once
 * the first call answers: a failed link is told, not turned into a failed report the user would
 * send again.
 */
export async function reportDeposit({
  amount,
  method,
  fileName,
}: DepositReport): Promise<ReportedDeposit> {
  const request = await api.call('cashier.createRequest', {
    body: { type: 'deposit', amount, method, fileURL: fileName ?? null },
  });
  if (!fileName) return { request, linkError: undefined };
  try {
    await api.call('files.link', {
      query: { referenceId: request.guid, referenceType: 'WalletRequest' },
      body: { fileName },
    });
    return { request, linkError: undefined };
  } catch (linkError) {
    return { request, linkError };
  }
}

/**
 * The deposit form's submit (SPEC §4 Deposit form, §8): 'Request has been succesfully created',
 * and the requests and the standing refresh. A refusal shows the server's message in the global
 * error toast.
 */
export function useReportDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportDeposit,
    onSuccess: ({ linkError }) => {
      toast.success(text('success'));
      if (linkError) toast.warning(text('linkFailed', { message: errorText(linkError) }));
      void Promise.all(
        [cashierQueries.requests(), accountQueries.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

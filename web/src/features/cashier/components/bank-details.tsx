import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toasts.ts';
import { CopyIcon } from 'lucide-react';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { Button } from '@/components/ui/button.tsx';
import { copyText } from '../model/copy-text.ts';

function DetailRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('cashier');
  return (
    // Only <dt> and <dd> inside the group (axe: definition-list); the copy button is a second <dd>.
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 border-b py-2 last:border-b-0">
      <dt className="col-start-1 text-xs text-muted-foreground">{label}</dt>
      <dd className="col-start-1 break-words font-medium">{value}</dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('info.copy', { label })}
          onClick={() => {
            void copyText(value).then((copied) => {
              if (copied) toast.success(t('info.copied'));
              else toast.error(t('info.copyFailed'));
            });
          }}
        >
          <CopyIcon aria-hidden="true" />
        </Button>
      </dd>
    </div>
  );
}

/** SPEC §4 Bank transfer: the chosen bank's account number, owner and detail, each copyable. */
export function BankDetails({ bank }: { bank: Bank }) {
  const { t } = useTranslation('cashier');
  return (
    <section aria-labelledby="bank-details" className="grid gap-1 rounded-lg border bg-card p-4">
      <h2 id="bank-details" className="text-base font-semibold">
        {bank.bankFullName}
      </h2>
      <dl>
        <DetailRow label={t('info.accountNo')} value={bank.accountNo} />
        <DetailRow label={t('info.owner')} value={bank.accountName} />
        <DetailRow label={t('info.detail')} value={bank.accountCaption} />
      </dl>
    </section>
  );
}

import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Recipient } from '@sportsbook/contracts/schemas/message';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { RecipientChoice } from './recipients.ts';

export interface RecipientFieldProps extends Omit<
  React.ComponentProps<'select'>,
  'id' | 'children'
> {
  users: UseQueryResult<Recipient[]>;
  choices: RecipientChoice[];
  error: string | undefined;
}

/**
 * The recipient dropdown: the users of the chosen type (asked again when the type changes), with
 * 'All' first where the type allows it. While they load it says so; when they cannot load, it
 * says that beside it with Retry.
 */
export function RecipientField({ users, choices, error, ...select }: RecipientFieldProps) {
  const { t } = useTranslation('compose');
  const loading = users.isPending || (users.isFetching && users.isError);
  return (
    <div className="grid gap-2">
      <FormField label={t('fields.recipient')} error={error}>
        {(ids) => (
          <NativeSelect {...ids} {...select} aria-busy={loading}>
            {loading ? (
              <option value="">{t('loadingRecipients')}</option>
            ) : (
              <option value="">{t('chooseRecipient')}</option>
            )}
            {choices.map((choice) => (
              <option key={choice.userId} value={String(choice.userId)}>
                {choice.kind === 'all' ? t('all') : choice.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {users.isError && !users.isFetching && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          <span role="alert">{t('recipientsError')}</span>
          <Button
            size="sm"
            variant="outline"
            className="h-8"
            onClick={() => {
              void users.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  );
}

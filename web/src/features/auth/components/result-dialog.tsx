import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';

/**
 * The success dialog of the access screens: a title, optional content and text, one action. Only
 * the action closes it, unless `dismissible` (then Escape, the overlay and a close button run
 * `onClose`).
 */
export function ResultDialog({
  open,
  title,
  description,
  actionLabel,
  onAction,
  dismissible = false,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  actionLabel: string;
  onAction: () => void;
  dismissible?: boolean;
  onClose?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && dismissible) onClose?.();
      }}
      showCloseButton={dismissible}
      dismissible={dismissible}
      closeLabel={t('close')}
      headerClassName="items-center text-center sm:text-center"
      icon={<CircleCheckIcon className="size-12 text-primary" aria-hidden="true" />}
      title={title}
      belowTitle={children}
      description={description}
      footerClassName="sm:justify-center"
      footer={
        <Button className="w-full sm:w-auto sm:min-w-40" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    />
  );
}

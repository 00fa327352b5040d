import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

/**
 * The app's dialogs laid out one way: a header (an optional icon, the title, what goes under it,
 * an optional description), the body, and an optional footer of actions. The panel's own props
 * (`className`, `role`, `dismissible`, `showCloseButton`, `closeLabel`, focus handlers) pass
 * through to DialogContent. Without a description the panel names nothing as its description, as
 * Radix asks. `trigger`, when given, is the element that opens it (then `open` may be left out).
 */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  icon,
  belowTitle,
  description,
  headerClassName,
  descriptionClassName,
  footer,
  footerClassName,
  children,
  ...content
}: Omit<React.ComponentProps<typeof DialogContent>, 'title'> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: React.ReactNode;
  title: React.ReactNode;
  icon?: React.ReactNode;
  belowTitle?: React.ReactNode;
  description?: React.ReactNode;
  headerClassName?: string;
  descriptionClassName?: string;
  footer?: React.ReactNode;
  footerClassName?: string;
}) {
  return (
    <Dialog {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...(description ? {} : { 'aria-describedby': undefined })} {...content}>
        <DialogHeader className={headerClassName}>
          {icon}
          <DialogTitle>{title}</DialogTitle>
          {belowTitle}
          {description && (
            <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
          )}
        </DialogHeader>
        {children}
        {footer && <DialogFooter className={footerClassName}>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { OddsFormatButton } from './odds-format-button.tsx';
import { OddsFormatItems } from './odds-setting-items.tsx';

/** The public header's odds menu once its code has loaded; it opens at once (OddsFormatMenu). */
export default function OddsFormatDropdown({ className }: { className?: string }) {
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <OddsFormatButton className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <OddsFormatItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon, SquarePenIcon } from 'lucide-react';
import { ButtonLink } from '@/components/button-link.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SEARCH_DEBOUNCE_MS } from '../model/inbox-search.ts';

/**
 * SPEC §2: the search text (run 300 ms after the last key, or at once on Enter), 'View read
 * messages' and the Send message button.
 */
export function InboxFilters({
  text,
  includeRead,
  onTextChange,
  onIncludeReadChange,
}: {
  text: string;
  includeRead: boolean;
  onTextChange: (text: string) => void;
  onIncludeReadChange: (includeRead: boolean) => void;
}) {
  const { t } = useTranslation('inbox');
  const searchId = useId();
  const readId = useId();
  const [typed, setTyped] = useState(text);
  // The latest handler, so a new one (each render) does not restart the wait.
  const latestOnTextChange = useRef(onTextChange);
  useEffect(() => {
    latestOnTextChange.current = onTextChange;
  });

  useEffect(() => {
    if (typed.trim() === text.trim()) return;
    const timer = setTimeout(() => {
      latestOnTextChange.current(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, text]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <form
        role="search"
        className="relative w-full sm:w-72"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim() !== text.trim()) onTextChange(typed);
        }}
      >
        <Label htmlFor={searchId} className="sr-only">
          {t('search')}
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={typed}
          placeholder={t('searchPlaceholder')}
          className="pl-9"
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
      </form>
      <div className="flex items-center gap-2">
        <Checkbox
          id={readId}
          checked={includeRead}
          onCheckedChange={(checked) => {
            onIncludeReadChange(checked === true);
          }}
        />
        <Label htmlFor={readId} className="cursor-pointer">
          {t('viewRead')}
        </Label>
      </div>
      <ButtonLink to="/create-inbox" className="sm:ml-auto" icon={SquarePenIcon}>
        {t('sendMessage')}
      </ButtonLink>
    </div>
  );
}

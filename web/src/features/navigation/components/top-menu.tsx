import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  externalServicePath,
  serviceName,
  storeExternalService,
} from '@/lib/external-service-links.ts';
import { isHttpUrl } from '@/lib/safe-url.ts';
import { cn } from '@/lib/cn.ts';
import { navigationQueries } from '../api/navigation-queries.ts';
import { MenuOptionIcon } from '../model/icons.tsx';

/**
 * SPEC §2 top menu bar: the server's options with their icons; options without an http(s)
 * address are hidden. Choosing one remembers it for the external-service page.
 */
export function TopMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { data } = useQuery(navigationQueries.menuOptions());
  // While the options load, a bar of the same height holds their place, so the page below does
  // not jump when they arrive (Lighthouse CLS, issue 15).
  if (!data)
    return (
      <div aria-hidden="true" className={cn('border-b bg-card', className)}>
        <div className="flex px-2 py-1.5 tablet:px-4">
          <span className="inline-flex px-3 py-1.5 text-sm">&nbsp;</span>
        </div>
      </div>
    );
  const options = data.filter((option) => isHttpUrl(option.navigationURL));
  if (options.length === 0) return null;

  return (
    <nav aria-label={t('topMenu.label')} className={cn('border-b bg-card', className)}>
      <ul className="flex gap-1 overflow-x-auto px-2 py-1.5 tablet:px-4">
        {options.map((option, index) => {
          return (
            // Labels may repeat or be empty (the contract allows both): the place keeps keys apart.
            <li key={`${String(index)}:${option.label}`} className="shrink-0">
              <NavLink
                to={externalServicePath(option.label)}
                onClick={() => {
                  storeExternalService(option);
                }}
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive &&
                      'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
                  )
                }
              >
                <MenuOptionIcon icon={option.icon} className="size-4" />
                {serviceName(option.label, t('common:unnamedService'))}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

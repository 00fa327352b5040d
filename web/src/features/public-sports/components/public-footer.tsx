import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DicesIcon, HeartHandshakeIcon } from 'lucide-react';
import { AdultsOnlyMark } from '@/components/adults-only-mark.tsx';
import { cn } from '@/lib/cn.ts';
import { SOCIAL_LINKS } from '../model/social-links.ts';

/**
 * SPEC §2 public footer: Casino and Responsible gambling entries and social icons. Casino links to
 * its service page only when the caller knows it can open (`casinoHref`); otherwise it is text.
 * The responsible-gambling entry links to the safer-gambling statement, with the 18+ mark
 * (issue 25).
 */
export function PublicFooter({
  casinoHref,
  className,
}: {
  casinoHref: string | null;
  className?: string;
}) {
  const { t } = useTranslation('public');
  const { t: tSafer } = useTranslation('safer-gambling');
  const socialId = useId();
  const casino = (
    <>
      <DicesIcon className="size-4" aria-hidden="true" />
      {t('footer.casino')}
    </>
  );
  return (
    <footer
      aria-label={t('footer.label')}
      className={cn('bg-topbar text-topbar-foreground', className)}
    >
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 tablet:grid-cols-[1fr_auto] tablet:px-6">
        <div className="grid gap-3">
          <p className="text-sm font-semibold">
            {casinoHref ? (
              <Link
                to={casinoHref}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                {casino}
              </Link>
            ) : (
              <span className="inline-flex items-center gap-2">{casino}</span>
            )}
          </p>
          <section className="grid gap-1">
            <h2 className="inline-flex items-center gap-2 text-sm font-semibold">
              <HeartHandshakeIcon className="size-4" aria-hidden="true" />
              {t('footer.responsibleGambling')}
            </h2>
            <p className="max-w-prose text-xs opacity-80">{t('footer.responsibleText')}</p>
            <p className="flex items-center gap-2 text-sm">
              <Link to="/safer-gambling" className="font-medium underline underline-offset-4">
                {tSafer('link')}
              </Link>
              <AdultsOnlyMark label={tSafer('adultsOnly')} />
            </p>
          </section>
        </div>
        <div className="grid content-start gap-2">
          <p id={socialId} className="text-sm font-semibold">
            {t('footer.social')}
          </p>
          <ul aria-labelledby={socialId} className="flex gap-2">
            {SOCIAL_LINKS.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} ${t('footer.newTab')}`}
                  className="flex size-10 items-center justify-center rounded-full bg-topbar-foreground/10 transition-colors hover:bg-primary hover:text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdultsOnlyMark } from '@/components/adults-only-mark.tsx';
import { helpLinks } from '../model/help-links.ts';

// The route awaits the statement's texts (they load with this page only).
export { pageTexts } from '../model/page-texts.ts';

const SECTIONS = ['adults', 'limits', 'realityChecks', 'breaks', 'signs'] as const;

/**
 * Issue 25: the responsible-gaming statement the 'Safer gambling' links open (the user menu, the
 * public footer). Public: anyone may read it. 'Write to your operator' opens a new message, behind
 * login like every screen of the inbox (a visitor logs in first).
 */
export default function SaferGamblingPage() {
  const { t } = useTranslation(['safer-gambling-page', 'safer-gambling']);
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 tablet:px-6">
      <header className="grid gap-3">
        <div className="flex items-center gap-3">
          <AdultsOnlyMark
            label={t('safer-gambling:adultsOnly')}
            className="h-8 px-1.5 text-sm text-primary"
          />
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        </div>
        <p className="text-base leading-relaxed text-muted-foreground">{t('intro')}</p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section} className="grid gap-2">
          <h2 className="text-lg font-semibold">{t(`${section}.title`)}</h2>
          <p className="leading-relaxed">{t(`${section}.text`)}</p>
          {section === 'breaks' && (
            <p>
              <Link
                to="/create-inbox"
                className="font-medium text-primary underline underline-offset-4"
              >
                {t('breaks.contact')}
              </Link>
            </p>
          )}
        </section>
      ))}
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('help.title')}</h2>
        <p className="leading-relaxed">{t('help.text')}</p>
        <ul className="grid gap-2">
          {helpLinks().map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between gap-3 rounded-lg border bg-card p-3 text-card-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="grid">
                  <span className="font-medium">{link.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`regions.${link.region}`)}
                  </span>
                </span>
                <span aria-hidden="true">↗</span>
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from 'lucide-react';
import { LANGUAGES, setLanguage, type Language } from '@/lib/i18n.ts';
import { cn } from '@/lib/cn.ts';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language')}
      className={cn('inline-flex items-center gap-1', className)}
    >
      <LanguagesIcon className="size-4 opacity-70" aria-hidden="true" />
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => {
            void setLanguage(language);
          }}
          className="rounded px-1.5 py-0.5 text-xs font-semibold uppercase opacity-70 hover:opacity-100 aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:opacity-100"
        >
          <span className="sr-only">{t(`languages.${language}`)}</span>
          <span aria-hidden="true">{language}</span>
        </button>
      ))}
    </div>
  );
}

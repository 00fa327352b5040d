import { useTranslation } from 'react-i18next';

const PRINCIPLES = ['awareness', 'control', 'protection', 'compliance', 'healthy'] as const;

/** The responsible-gaming statement of the terms agreement, naming the customer's agent. */
export function ResponsibleGamingStatement({ agentName }: { agentName: string }) {
  const { t } = useTranslation('auth');
  const agent = agentName.trim() || t('agreement.yourAgent');
  return (
    <section
      aria-labelledby="responsible-gaming-title"
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed"
    >
      <h2 id="responsible-gaming-title" className="text-base font-semibold">
        {t('agreement.statementTitle')}
      </h2>
      <p>{t('agreement.statementIntro', { agent })}</p>
      <ol className="grid list-decimal gap-2 pl-5">
        {PRINCIPLES.map((principle) => (
          <li key={principle}>
            <strong className="font-semibold">
              {t(`agreement.principles.${principle}.title`)}:{' '}
            </strong>
            {t(`agreement.principles.${principle}.text`, { agent })}
          </li>
        ))}
      </ol>
      <p>{t('agreement.statementClosing', { agent })}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { MatchupProp } from '@sportsbook/contracts/schemas/sportsbook';
import type { Picks } from '@/components/sports/matchup-card.tsx';
import { offerView, PickButton } from '@/components/sports/pick-button.tsx';

/** The event's propositions ('View more wagers'), each a question with its answers to pick. */
export function PropsList({ props, picks }: { props: MatchupProp[]; picks: Picks }) {
  const { t } = useTranslation('sportsbook');
  if (props.length === 0) return null;
  return (
    <section aria-labelledby="event-props" className="grid gap-3">
      <h2 id="event-props" className="text-lg font-semibold">
        {t('event.props')}
      </h2>
      {props.map((prop) => (
        <section
          key={`${prop.eventId}-${prop.line.shortName}`}
          aria-label={prop.matchupDescription}
          className="grid gap-2 rounded-xl border bg-card p-3"
        >
          <h3 className="text-sm font-semibold">
            {prop.matchupDescription}
            <span className="ml-2 font-normal text-muted-foreground">{prop.line.description}</span>
          </h3>
          <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-3">
            {prop.offers.map((offer) => (
              <li key={offer.offerId} className="grid gap-1">
                <span className="truncate text-xs text-muted-foreground">{offer.label}</span>
                <PickButton
                  view={offerView(offer)}
                  context={`${prop.matchupDescription}: ${offer.label}`}
                  selected={picks.isPicked(offer.offerId)}
                  onToggle={picks.toggle}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

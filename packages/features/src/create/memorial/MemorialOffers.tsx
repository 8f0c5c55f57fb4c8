import { format, memorialMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { useId } from 'react';
import { DateWithHebrew } from '../../shared/DateWithHebrew';
import type { MemorialDate, MemorialKind } from './memorialDates';

export interface MemorialOffersProps {
  offers: readonly MemorialDate[];
  /** The siyum date now in the form: its offer is marked chosen. */
  value: string;
  onChoose: (date: string) => void;
}

type Keys = keyof typeof memorialMessages;
const OFFER_TEXTS: Record<MemorialKind, { name: Keys; detail: Keys }> = {
  shloshim: { name: 'shloshim', detail: 'shloshimDetail' },
  kaddishEleven: { name: 'kaddishEleven', detail: 'kaddishElevenDetail' },
  mourningTwelve: { name: 'mourningTwelve', detail: 'mourningTwelveDetail' },
  firstYahrzeit: { name: 'firstYahrzeit', detail: 'firstYahrzeitDetail' },
  nextYahrzeit: { name: 'nextYahrzeit', detail: 'nextYahrzeitDetail' },
};

/**
 * The dates that follow from the passing, each in both calendars with one button to make it the
 * siyum date. A date already past stays in the list (the family may want to know it) but its button
 * is disabled: a siyum is set from today on.
 */
export function MemorialOffers({ offers, value, onChoose }: MemorialOffersProps) {
  const m = useUiMessages('memorial', memorialMessages);
  const id = useId();
  return (
    <section className="siyum-memorial__results" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="siyum-memorial__subtitle">
        {m.offersTitle}
      </h4>
      <ul className="siyum-memorial__offers">
        {offers.map((offer) => {
          const texts = OFFER_TEXTS[offer.kind];
          const name = m[texts.name];
          const chosen = offer.date === value;
          const noteId = `${id}-${offer.kind}-note`;
          return (
            <li
              key={offer.kind}
              className="siyum-memorial__offer"
              data-past={offer.past ? '' : undefined}
              data-chosen={chosen ? '' : undefined}
            >
              <div className="siyum-memorial__offer-text">
                <span className="siyum-memorial__offer-name">{name}</span>
                <span className="siyum-memorial__offer-detail">{m[texts.detail]}</span>
                <DateWithHebrew date={offer.date} className="siyum-memorial__offer-date" />
              </div>
              <div className="siyum-memorial__offer-action">
                <Button
                  size="sm"
                  variant={chosen ? 'primary' : 'secondary'}
                  disabled={offer.past}
                  aria-describedby={offer.past || chosen ? noteId : undefined}
                  aria-label={format(m.useDateLabel, { name })}
                  onClick={() => onChoose(offer.date)}
                >
                  {m.useDate}
                </Button>
                {(offer.past || chosen) && (
                  <span id={noteId} className="siyum-memorial__offer-note">
                    {offer.past ? (
                      m.past
                    ) : (
                      <>
                        <span aria-hidden="true">✓ </span>
                        {m.chosen}
                      </>
                    )}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { IonCard, IonCardContent } from '@ionic/react';
import { ProgressBar } from '../../../components/progress-bar';
import { checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import type { RecommendedVisa } from '../../../contract/screening';
import { visaDisplayName } from '../../../contract/visa-types';
import { Icon } from '../../../components/icon';

/**
 * One recommended visa type: tap to choose it (a radio in a radiogroup for assistive tech). Not an
 * Ionic `button` card: that renders a button inside the radio, and controls must not nest.
 */
export function VisaCard({ visa, selected, onSelect }: { visa: RecommendedVisa; selected: boolean; onSelect: () => void }) {
  const id = useId();
  const card = useRef<HTMLIonCardElement>(null);
  // Enter and Space choose it, as on a native control. Listened for directly: Ionic's React wrapper
  // probes an `onKeyDown` prop with an inline handler attribute, which the CSP blocks and logs.
  useEffect(() => {
    const element = card.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSelect();
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [onSelect]);
  return (
    <IonCard
      ref={card}
      role="radio"
      tabIndex={0}
      aria-checked={selected ? 'true' : 'false'}
      aria-labelledby={`${id}-type ${id}-score`}
      className={`visa-card${selected ? ' visa-card-selected' : ''}`}
      onClick={onSelect}
      data-testid="visa-card"
      data-visa-type={visa.type}
    >
      <IonCardContent>
        <div className="visa-card-head">
          <h2 className="visa-card-type" id={`${id}-type`}>
            {visaDisplayName(visa.type)}
          </h2>
          <Icon icon={selected ? checkmarkCircle : ellipseOutline} color={selected ? 'primary' : 'medium'} />
        </div>
        <p className="visa-card-score" id={`${id}-score`}>
          {visa.score}% match
        </p>
        <ProgressBar value={visa.score / 100} aria-hidden="true" />
        <p className="visa-card-reasoning">{visa.reasoning}</p>
      </IonCardContent>
    </IonCard>
  );
}

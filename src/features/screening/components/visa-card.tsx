import { IonCard, IonCardContent, IonIcon, IonProgressBar } from '@ionic/react';
import { checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import type { RecommendedVisa } from '../../../contract/screening';
import { visaDisplayName } from '../../../contract/visa';

/** One recommended visa type: tap to choose it (a radio in a radiogroup for assistive tech). */
export function VisaCard({ visa, selected, onSelect }: { visa: RecommendedVisa; selected: boolean; onSelect: () => void }) {
  return (
    <IonCard
      button
      role="radio"
      aria-checked={selected ? 'true' : 'false'}
      aria-label={`${visaDisplayName(visa.type)}, ${visa.score}% match`}
      className={`visa-card${selected ? ' visa-card-selected' : ''}`}
      onClick={onSelect}
      data-testid="visa-card"
      data-visa-type={visa.type}
    >
      <IonCardContent>
        <div className="visa-card-head">
          <h2 className="visa-card-type">{visaDisplayName(visa.type)}</h2>
          <IonIcon icon={selected ? checkmarkCircle : ellipseOutline} color={selected ? 'primary' : 'medium'} aria-hidden="true" />
        </div>
        <p className="visa-card-score">{visa.score}% match</p>
        <IonProgressBar value={visa.score / 100} aria-hidden="true" />
        <p className="visa-card-reasoning">{visa.reasoning}</p>
      </IonCardContent>
    </IonCard>
  );
}

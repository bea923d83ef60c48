import { useId, type KeyboardEvent } from 'react';
import { ProgressBar } from '../../../components/progress-bar';
import { checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import type { RecommendedVisa } from '../../../contract/screening';
import { visaDisplayName } from '../../../contract/visa-types';
import { Icon } from '../../../components/icon';
import { Card, CardContent } from '../../../components/card';

/**
 * One recommended visa type: tap to choose it (a radio in a radiogroup for assistive tech). The card itself is the
 * radio, not a link or a button card: controls must not nest.
 */
export function VisaCard({ visa, selected, onSelect }: { visa: RecommendedVisa; selected: boolean; onSelect: () => void }) {
  const id = useId();
  return (
    <Card
      role="radio"
      tabIndex={0}
      aria-checked={selected ? 'true' : 'false'}
      aria-labelledby={`${id}-type ${id}-score`}
      className={`visa-card${selected ? ' visa-card-selected' : ''}`}
      onClick={onSelect}
      // Enter and Space choose it, as on a native control.
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onSelect();
      }}
      data-testid="visa-card"
      data-visa-type={visa.type}
    >
      <CardContent>
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
      </CardContent>
    </Card>
  );
}

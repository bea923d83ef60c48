
import { IonText } from '../../../components/ionic-fields/text';
import { warningOutline } from 'ionicons/icons';
import { Icon } from '../../../components/icon';

/**
 * Why an officer may not read this letter as independent (the recommender's name or
 * organisation is in the evidence), with each reason the server gave. Nothing when none.
 */
export function IndependenceNote({ concerns }: { concerns: string[] | undefined }) {
  if (!concerns || concerns.length === 0) return null;
  return (
    <IonText color="warning" className="letter-independence" data-testid="letter-independence" role="note" data-must-read="">
      <p className="letter-independence-title">
        <Icon icon={warningOutline} color="warning" /> May not read as independent
      </p>
      <ul>
        {concerns.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </IonText>
  );
}

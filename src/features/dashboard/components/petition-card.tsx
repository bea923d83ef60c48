import { IonBadge } from '@ionic/react';
import { chevronForwardOutline } from 'ionicons/icons';
import { shownStrength } from '../../../contract/strength';
import type { Petition } from '../../../contract/entities';
import { readableStatus } from '../../../contract/petition-status';
import { Icon } from '../../../components/icon';
import { Card, CardContent } from '../../../components/card';

/** One petition on the dashboard: visa type, readable status, strength when present, created date. */
export function PetitionCard({ petition }: { petition: Petition }) {
  // The same number as the petition page's Strength card.
  const strength = shownStrength(petition);
  return (
    <Card to={`/petition/${petition.id}`} className="petition-card" data-testid="petition-card">
      <CardContent>
        <div className="petition-card-row">
          <div>
            <h2 className="petition-card-type">{petition.visaType}</h2>
            <p className="petition-card-meta">
              <IonBadge color="medium" data-testid="petition-status">
                {readableStatus(petition.status)}
              </IonBadge>
              {/* Spec: hidden when falsy (a 0 score is not shown). */}
              {strength ? <span data-testid="petition-strength">{strength}% strength</span> : null}
            </p>
            <p className="muted petition-card-date">Created {new Date(petition.createdAt).toLocaleDateString()}</p>
          </div>
          <Icon icon={chevronForwardOutline} />
        </div>
      </CardContent>
    </Card>
  );
}

import { bookOutline, personCircleOutline, trendingUpOutline } from 'ionicons/icons';
import type { Petition } from '../../../contract/entities';
import { SUBMITTED_STATUS } from '../../../contract/petition-status';
import { Icon } from '../../../components/icon';
import { ButtonLink } from '../../../components/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

/** Profile, Active Petitions and Resources (architecture.md §screens Home dashboard). */
export function InfoCards({ petitions }: { petitions: Petition[] }) {
  const active = petitions.filter((p) => p.status !== SUBMITTED_STATUS).length;
  return (
    <div className="info-cards">
      <Card data-testid="info-profile">
        <CardHeader>
          <CardTitle>
            <Icon icon={personCircleOutline} /> Profile
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p>Your professional details, links and CV.</p>
          <ButtonLink fill="outline" to="/profile">
            View Profile
          </ButtonLink>
        </CardContent>
      </Card>
      <Card data-testid="info-active">
        <CardHeader>
          <CardTitle>
            <Icon icon={trendingUpOutline} /> Active Petitions
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="info-count" data-testid="active-count">
            {active}
          </p>
          <p>petition(s) in progress</p>
        </CardContent>
      </Card>
      <Card data-testid="info-resources">
        <CardHeader>
          <CardTitle>
            <Icon icon={bookOutline} /> Resources
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p>
            Each petition has a criteria checklist for its visa type, a strength report with advice, and a chat that answers
            questions from your own evidence.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

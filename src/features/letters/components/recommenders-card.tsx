import { IonBadge } from '@ionic/react';
import { useMemo } from 'react';
import { suggestRecommenders, type EvidenceForSuggestions } from '../lib/recommenders';
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle } from '../../../components/card';

/** architecture.md §screens Letters tab: who to ask for a letter, from the petition's evidence (architecture.md §limits rules). */
export function RecommendersCard({ visaType, evidence }: { visaType: string; evidence: EvidenceForSuggestions[] }) {
  const suggestions = useMemo(() => suggestRecommenders(visaType, evidence), [visaType, evidence]);
  return (
    <Card data-testid="recommenders-card">
      <CardHeader>
        <CardTitle>Recommended Recommenders</CardTitle>
        <CardSubtitle>Based on your {visaType} petition and the evidence you have uploaded</CardSubtitle>
      </CardHeader>
      <CardContent>
        <ul className="recommenders">
          {suggestions.map((s) => (
            <li key={s.role} className="recommender" data-testid="recommender-suggestion">
              <div className="recommender-head">
                <strong>{s.role}</strong>
                <IonBadge color={s.priority === 'High' ? 'primary' : 'medium'}>{s.priority}</IonBadge>
              </div>
              <div className="recommender-type">{s.type}</div>
              <p>{s.reason}</p>
              {s.projectsToMention && (
                <p className="recommender-projects">
                  <span>Projects to mention: </span>
                  {s.projectsToMention.join(', ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

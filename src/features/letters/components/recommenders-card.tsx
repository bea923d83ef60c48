import { IonBadge, IonCard, IonCardContent, IonCardHeader, IonCardSubtitle, IonCardTitle } from '@ionic/react';
import { useMemo } from 'react';
import { suggestRecommenders, type EvidenceForSuggestions } from '../lib/recommenders';

/** architecture.md §screens Letters tab: who to ask for a letter, from the petition's evidence (architecture.md §limits rules). */
export function RecommendersCard({ visaType, evidence }: { visaType: string; evidence: EvidenceForSuggestions[] }) {
  const suggestions = useMemo(() => suggestRecommenders(visaType, evidence), [visaType, evidence]);
  return (
    <IonCard data-testid="recommenders-card">
      <IonCardHeader>
        <IonCardTitle>Recommended Recommenders</IonCardTitle>
        <IonCardSubtitle>Based on your {visaType} petition and the evidence you have uploaded</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
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
      </IonCardContent>
    </IonCard>
  );
}

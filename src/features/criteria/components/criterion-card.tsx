import type { ReactNode } from 'react';
import { IonBadge } from '@ionic/react';
import type { CriteriaScore } from '../../../contract/criteria-report';
import { BADGE_COLOR, toneOf } from '../strength';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

/** One scored criterion of the report, coloured by its strength. */
export function CriterionCard({ score, actions }: { score: CriteriaScore; actions: ReactNode }) {
  const tone = toneOf(score.strength);
  return (
    <Card className={`criterion-card strength-${tone}`} data-testid={`criterion-${score.criteriaId}`} data-strength={tone}>
      <CardHeader className="criterion-header">
        <CardTitle className="criterion-title">{score.criteriaTitle}</CardTitle>
        <div className="criterion-score">
          <span className="criterion-percent">{Math.round(score.score)}%</span>
          <IonBadge color={BADGE_COLOR[tone]}>{score.strength}</IonBadge>
        </div>
      </CardHeader>
      <CardContent>
        <p>{score.reasoning}</p>
        <p className="criterion-count">
          Evidence: {score.evidenceCount} {score.evidenceCount === 1 ? 'document' : 'documents'}
        </p>
        {score.keyEvidence.length > 0 && (
          <>
            <h3 className="criterion-subhead">Key evidence</h3>
            <ul>
              {score.keyEvidence.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {score.suggestions.length > 0 && (
          <>
            <h3 className="criterion-subhead">Suggestions</h3>
            <ul>
              {score.suggestions.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}

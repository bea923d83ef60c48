import { Icon } from '../../../components/icon';
import { Card, CardContent } from '../../../components/card';
import { checkmarkDoneOutline, documentsOutline, trendingUpOutline } from 'ionicons/icons';
import type { Petition } from '../../../contract/entities';
import { useQuery } from '@tanstack/react-query';
import { caseDocumentsQuery } from '../../../api/case-documents-query';
import { evidenceQuery } from '../../evidence';
import { CRITERIA_CAPTION, criteriaCoverage, strengthLabel } from '../summary';

type CardProps = { icon: string; label: string; value: string; testId: string; caption?: string };

function SummaryCard({ icon, label, value, testId, caption }: CardProps) {
  return (
    <Card className="summary-card" data-testid={testId}>
      <CardContent>
        <div className="summary-card-label">
          <Icon icon={icon} />
          <span>{label}</span>
        </div>
        <p className="summary-card-value" data-testid={`${testId}-value`}>
          {value}
        </p>
        {caption ? (
          <p className="summary-card-caption" data-testid={`${testId}-caption`}>
            {caption}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Documents, Criteria and Strength (architecture.md §screens Petition detail). A list that fails to load counts as empty. */
export function SummaryCards({ petition }: { petition: Petition }) {
  // The same queries as the Evidence tab and the Case tab (shared cache): the counts follow them.
  const evidence = useQuery(evidenceQuery(petition.id));
  const docs = useQuery(caseDocumentsQuery(petition.id));
  const { covered, total } = criteriaCoverage(petition.visaType, docs.data);
  return (
    <div className="summary-cards">
      <SummaryCard icon={documentsOutline} label="Documents" value={String(evidence.data?.length ?? 0)} testId="summary-documents" />
      <SummaryCard icon={checkmarkDoneOutline} label="Criteria" value={`${covered}/${total}`} caption={CRITERIA_CAPTION} testId="summary-criteria" />
      <SummaryCard icon={trendingUpOutline} label="Strength" value={strengthLabel(petition)} testId="summary-strength" />
    </div>
  );
}

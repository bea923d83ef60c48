import { InlineIcon } from '../../../components/inline-icon';
import '../../../components/plain-card.css';
import { checkmarkDoneOutline, documentsOutline, trendingUpOutline } from 'ionicons/icons';
import type { Petition } from '../../../contract/entities';
import { useQuery } from '@tanstack/react-query';
import { caseDocumentsQuery } from '../../../api/case-documents-query';
import { evidenceQuery } from '../../evidence';
import { criteriaCoverage, strengthLabel } from '../summary';

function SummaryCard({ icon, label, value, testId }: { icon: string; label: string; value: string; testId: string }) {
  return (
    // A plain card (components/plain-card.css): three IonCards were six components started with the first screen.
    <div className="plain-card summary-card" data-testid={testId}>
      <div className="plain-card-content">
        <div className="summary-card-label">
          <InlineIcon icon={icon} />
          <span>{label}</span>
        </div>
        <p className="summary-card-value" data-testid={`${testId}-value`}>
          {value}
        </p>
      </div>
    </div>
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
      <SummaryCard icon={checkmarkDoneOutline} label="Criteria" value={`${covered}/${total}`} testId="summary-criteria" />
      <SummaryCard icon={trendingUpOutline} label="Strength" value={strengthLabel(petition)} testId="summary-strength" />
    </div>
  );
}

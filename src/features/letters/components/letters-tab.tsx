import type { Petition } from '../../../contract/entities';
import { useQuery } from '@tanstack/react-query';
import { evidenceDescriptionsQuery, evidenceQuery } from '../../evidence';
import { RequestsCard } from '../../recommenders';
import { LettersCard } from './letters-card';
import { RecommendersCard } from './recommenders-card';
import './letters.css';

const NO_EVIDENCE: never[] = [];

/** architecture.md §screens Letters tab: who to ask, and the letters drafted so far. */
export function LettersTab({ petition }: { petition: Petition }) {
  // Suggestions work without evidence (the visa's standing rules), so a failed load just means none.
  // They read the whole descriptions the analysis wrote; offline, before those were ever fetched, the
  // evidence list's starts of them stand in (read from the cache the summary cards keep, never fetched here).
  const described = useQuery(evidenceDescriptionsQuery(petition.id));
  const listed = useQuery({ ...evidenceQuery(petition.id), enabled: false });
  return (
    <div className="letters-tab">
      <RecommendersCard visaType={petition.visaType} evidence={described.data ?? listed.data ?? NO_EVIDENCE} />
      <LettersCard petitionId={petition.id} />
      <RequestsCard petitionId={petition.id} />
    </div>
  );
}

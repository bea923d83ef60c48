import type { Petition } from '../../../contract/entities';
import { useQuery } from '@tanstack/react-query';
import { evidenceQuery } from '../../evidence';
import { LettersCard } from './letters-card';
import { RecommendersCard } from './recommenders-card';
import './letters.css';

const NO_EVIDENCE: never[] = [];

/** architecture.md §screens Letters tab: who to ask, and the letters drafted so far. */
export function LettersTab({ petition }: { petition: Petition }) {
  // Suggestions work without evidence (the visa's standing rules), so a failed load just means none.
  // The Evidence tab's query (shared cache): the suggestions read the descriptions the analysis wrote.
  const evidence = useQuery(evidenceQuery(petition.id));
  return (
    <div className="letters-tab">
      <RecommendersCard visaType={petition.visaType} evidence={evidence.data ?? NO_EVIDENCE} />
      <LettersCard petitionId={petition.id} />
    </div>
  );
}

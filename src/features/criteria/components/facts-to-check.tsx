import { useMemo, useState } from 'react';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import { exhibitLabel, sortEvidence } from '../../../contract/evidence-rules';
import { factFieldsPhrase, PLEASE_CHECK } from '../../../contract/fact-fields';
import { LazyFactSheetDialog, useEvidence, useEvidencePush } from '../../evidence';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

/**
 * 'Exhibits to check' (decision 060): the exhibits whose facts the analyst is unsure of, each opening its fact
 * sheet. It follows the evidence list: a confirmation here or on the Evidence tab, or a push from another tab,
 * takes the exhibit off at once. Nothing shows until some exhibit has a fact sheet.
 */
export function FactsToCheck({ petitionId }: { petitionId: string }) {
  useEvidencePush(petitionId);
  const evidence = useEvidence(petitionId);
  const [opened, setOpened] = useState<EvidenceListItem | null>(null);
  const rows = useMemo(() => sortEvidence(evidence.data ?? []), [evidence.data]);
  const toCheck = rows.filter((r) => (r.factChecks ?? []).length > 0);
  if (!rows.some((r) => r.factLine)) return null;
  return (
    <Card className="facts-to-check" data-testid="facts-to-check">
      <CardHeader>
        <CardTitle>Exhibits to check</CardTitle>
      </CardHeader>
      <CardContent>
        {toCheck.length === 0 ? (
          <p data-testid="facts-to-check-none">No exhibits left to check: every fact the analyst was unsure of has been checked.</p>
        ) : (
          <>
            <p>The analyst was unsure of some facts. Check them, so that every statement argues from the right facts.</p>
            <ul className="facts-to-check-list">
              {toCheck.map((row) => (
                <li key={row.id} data-testid="fact-check-item" data-row-id={row.id}>
                  <span className="facts-to-check-name">
                    {exhibitLabel(row.evidenceNumber) || row.fileName}: {row.exhibitTitle ?? row.fileName}
                  </span>
                  <span className="evidence-please-check">
                    {PLEASE_CHECK}: {factFieldsPhrase(row.factChecks ?? [])}
                  </span>
                  <Button size="small" fill="outline" onClick={() => setOpened(row)} data-testid="fact-check-open">
                    Check
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
      <LazyFactSheetDialog petitionId={petitionId} evidence={opened} onClosed={() => setOpened(null)} />
    </Card>
  );
}

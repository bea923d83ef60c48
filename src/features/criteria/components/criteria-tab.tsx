import { useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { isUnauthorizedError } from '../../../api/http';
import { AuthorNote } from '../../../components/author-note';
import { closingStatementTitle, FINAL_MERITS } from '../../../contract/criteria-report';
import { ENDEAVOR_REQUIRED_MESSAGE, hasProposedEndeavor, isEndeavorWritten, isProngCriterion } from '../../../contract/endeavor';
import type { Petition } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';
import { statementFor, useCaseDocuments, useStatementUpdates } from '../../case';
import { useGenerateReport } from '../api/generate-report';
import { useGenerateStatement } from '../api/generate-statement';
import { useGeneratingStatements } from '../hooks/use-generating-statements';
import { CriterionCard } from './criterion-card';
import { EndeavorCard } from './endeavor-card';
import { FactsToCheck } from './facts-to-check';
import { FinalMeritsCard } from './final-merits-card';
import { InstructionsDialog, type StatementTarget } from './instructions-dialog';
import { ReportAdvice } from './report-advice';
import { StatementActions } from './statement-actions';
import { StatementViewer } from './statement-viewer';
import { Button } from '../../../components/button';
import '../criteria.css';

/** The closing statement's target and button labels; for EB-2 NIW it is the brief's 'Conclusion' (no final merits step). */
function closingStatement(visaType: string): { target: StatementTarget; labels: { create: string; refresh: string } } {
  const title = closingStatementTitle(visaType);
  const niw = hasProposedEndeavor(visaType);
  return {
    target: { criteriaId: FINAL_MERITS, criteriaTitle: title },
    labels: niw ? { create: `Generate ${title}`, refresh: `Refresh ${title}` } : { create: 'Generate Final Merits', refresh: 'Refresh Final Merits' },
  };
}

/** The Criteria tab, 'Strategic Criteria Analysis' (architecture.md §screens): the strength report and statement generation. */
export function CriteriaTab({ petition }: { petition: Petition }) {
  const report = petition.criteriaStrengthReport;
  const documents = useCaseDocuments(petition.id);
  const generateReport = useGenerateReport(petition.id);
  const generateStatement = useGenerateStatement(petition.id);
  const generating = useGeneratingStatements(petition.id, documents.data);
  const [asking, setAsking] = useState<StatementTarget | null>(null);
  const [viewing, setViewing] = useState<StatementTarget | null>(null);
  useStatementUpdates(petition.id);
  // EB-2 NIW: the prong statements argue from the applicant's endeavor, so they wait for it (the server refuses too).
  const withEndeavor = hasProposedEndeavor(petition.visaType);
  const closing = closingStatement(petition.visaType);
  const blockedReason = (criteriaId: string) =>
    withEndeavor && isProngCriterion(criteriaId) && !isEndeavorWritten(petition.proposedEndeavor) ? ENDEAVOR_REQUIRED_MESSAGE : undefined;

  const startGeneration = (target: StatementTarget, instructions: string) => {
    generating.start(target.criteriaId, statementFor(documents.data, target.criteriaId)?.id ?? null);
    generateStatement.mutate(
      { criteriaId: target.criteriaId, criteriaTitle: target.criteriaTitle, ...(instructions ? { instructions } : {}) },
      {
        // A job that already finished has shown 'Statement generated': a late 'queued' must not replace it.
        onSuccess: () => {
          if (generating.stillRunning(target.criteriaId)) toast({ title: 'Statement queued' });
        },
        onError: (error) => {
          generating.stop(target.criteriaId);
          if (!isUnauthorizedError(error)) {
            toast({ title: 'Error', description: 'Failed to queue statement generation. Please try again.', variant: 'destructive' });
          }
        },
      },
    );
  };

  const actionsFor = (target: StatementTarget, labels: { create: string; refresh: string }, testId: string) => (
    <StatementActions
      labels={labels}
      hasStatement={!!statementFor(documents.data, target.criteriaId)}
      generating={generating.isGenerating(target.criteriaId)}
      // The label depends on whether a statement exists, so wait until that is known.
      disabled={documents.isPending}
      blockedReason={blockedReason(target.criteriaId)}
      onGenerate={() => setAsking(target)}
      onView={() => setViewing(target)}
      testId={testId}
    />
  );

  const reportButton = (label: string) => (
    <Button onClick={() => generateReport.mutate()} disabled={generateReport.isPending} data-testid="generate-report">
      {generateReport.isPending && <IonSpinner slot="start" name="crescent" />}
      {label}
    </Button>
  );

  return (
    <section className="criteria-tab" data-testid="criteria-tab">
      <div className="criteria-heading">
        <h2>Strategic Criteria Analysis</h2>
        {report && reportButton('Refresh Report')}
      </div>
      {withEndeavor && <EndeavorCard petition={petition} />}
      <FactsToCheck petitionId={petition.id} />

      {!report ? (
        <div className="criteria-empty">
          <h3>No criteria report yet</h3>
          <p>Score every {petition.visaType} criterion against your analysed evidence and get advice on what to add next.</p>
          {reportButton('Generate Criteria Report')}
        </div>
      ) : (
        <>
          <AuthorNote author={report.author} testId="report-author" />
          <FinalMeritsCard visaType={petition.visaType} actions={actionsFor(closing.target, closing.labels, 'final-merits')} />
          <h3 className="criteria-subheading">Criteria ranked by strength</h3>
          <div className="criteria-grid">
            {[...report.criteriaScores]
              .sort((a, b) => b.score - a.score)
              .map((score) => (
                <CriterionCard
                  key={score.criteriaId}
                  score={score}
                  actions={actionsFor(
                    { criteriaId: score.criteriaId, criteriaTitle: score.criteriaTitle },
                    { create: 'Create Cover Letter Section', refresh: 'Refresh Cover Letter Section' },
                    score.criteriaId,
                  )}
                />
              ))}
          </div>
          <ReportAdvice title="Strategic Recommendations" items={report.strategicRecommendations} testId="strategic-recommendations" />
          <ReportAdvice title="Next Steps" items={report.nextSteps} ordered testId="next-steps" />
        </>
      )}

      <InstructionsDialog visaType={petition.visaType} target={asking} onGenerate={startGeneration} onClosed={() => setAsking(null)} />
      <StatementViewer
        target={viewing}
        statement={viewing ? statementFor(documents.data, viewing.criteriaId) : undefined}
        generating={viewing ? generating.isGenerating(viewing.criteriaId) : false}
        onClosed={() => setViewing(null)}
      />
    </section>
  );
}

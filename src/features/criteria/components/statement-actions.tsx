import { Button } from '../../../components/button';

type Props = {
  /** e.g. 'Create Cover Letter Section' / 'Refresh Cover Letter Section'. */
  labels: { create: string; refresh: string };
  hasStatement: boolean;
  generating: boolean;
  disabled?: boolean;
  /** Why generating cannot start yet (an NIW prong without its endeavor): the button is disabled and this says why beside it. */
  blockedReason?: string;
  onGenerate: () => void;
  onView: () => void;
  testId: string;
};

/** The generate button (architecture.md §screens labels) and, once there is something to see, the viewer button. */
export function StatementActions({ labels, hasStatement, generating, disabled, blockedReason, onGenerate, onView, testId }: Props) {
  const reasonId = `blocked-${testId}`;
  return (
    <div className="statement-actions">
      <Button
        onClick={onGenerate}
        disabled={generating || disabled || !!blockedReason}
        aria-describedby={blockedReason ? reasonId : undefined}
        data-testid={`generate-${testId}`}
      >
        {generating ? 'Generating...' : hasStatement ? labels.refresh : labels.create}
      </Button>
      {(hasStatement || generating) && (
        <Button fill="outline" onClick={onView} data-testid={`view-${testId}`}>
          View Statement
        </Button>
      )}
      {blockedReason && (
        <p className="statement-blocked" id={reasonId} data-testid={reasonId}>
          {blockedReason}
        </p>
      )}
    </div>
  );
}

import type { AnswerField, Answers, DeclaredTie } from '../../contract/recommenders';

const QUESTIONS: Array<{ field: AnswerField; label: string; hint?: string; short?: boolean }> = [
  { field: 'howKnown', label: 'How do you know the applicant?' },
  { field: 'knownSince', label: 'Since when?', short: true },
  { field: 'whatTheyDid', label: 'What did the applicant do that you can attest to?' },
  { field: 'howYouKnowIt', label: 'How do you know it?', hint: 'For example: you saw it, used it, reviewed it or worked on it together.' },
  { field: 'whyItMatters', label: 'Why does it matter in the field, beyond one employer?' },
  { field: 'position', label: 'Your position', short: true },
  { field: 'record', label: 'One or two lines on your own record' },
];

/** The questionnaire, in the recommender's own words; every change is saved as they type. */
export function Questionnaire({
  answers,
  onChange,
  fieldErrors,
  ties,
  tieLabels,
  disabled,
}: {
  answers: Answers;
  onChange: (a: Answers) => void;
  fieldErrors: Record<string, string>;
  ties: readonly DeclaredTie[];
  tieLabels: Record<DeclaredTie, string>;
  disabled: boolean;
}) {
  const toggle = (tie: DeclaredTie, on: boolean) => {
    const rest = answers.ties.filter((t) => t !== tie && (tie === 'none' ? false : t !== 'none'));
    onChange({ ...answers, ties: on ? [...rest, tie] : rest });
  };
  return (
    <section>
      <h2>Your answers</h2>
      <p className="muted">Write as you would speak about them. Only what you write here can go into a letter.</p>
      {QUESTIONS.map(({ field, label, hint, short }) => {
        const error = fieldErrors[field];
        const id = `answer-${field}`;
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{label}</label>
            {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
            {short ? (
              <input id={id} value={answers[field]} disabled={disabled} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange({ ...answers, [field]: e.target.value })} />
            ) : (
              <textarea id={id} rows={4} value={answers[field]} disabled={disabled} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange({ ...answers, [field]: e.target.value })} />
            )}
            {error && (
              <p className="field-error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <fieldset className="field">
        <legend>Ties between you and the applicant</legend>
        {ties.map((tie) => (
          <label className="check" key={tie}>
            <input type="checkbox" checked={answers.ties.includes(tie)} disabled={disabled} onChange={(e) => toggle(tie, e.target.checked)} />
            {tieLabels[tie]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

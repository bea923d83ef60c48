import { useEffect, useMemo, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { isUnauthorizedError, serverMessage } from '../../../api/http';
import { checkEndeavor, ENDEAVOR_MAX_WORDS, ENDEAVOR_QUESTIONS } from '../../../contract/endeavor';
import type { Petition } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';
import { EndeavorOfflineError, useSaveEndeavor } from '../api/save-endeavor';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle } from '../../../components/card';

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/**
 * EB-2 NIW (issue 36 item 2): the proposed endeavor in the applicant's own words, at the top of the Criteria tab.
 * The checks run as they type and say what the prongs still need; nothing here writes any of the text for them.
 * Saving is online-only, as every edit is: offline the text stays in the card and the card says why it is not saved.
 */
export function EndeavorCard({ petition }: { petition: Petition }) {
  const saved = petition.proposedEndeavor ?? '';
  const [text, setText] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEndeavor(petition.id);
  const dirty = text.trim() !== saved;
  // A save elsewhere (another tab) reaches the card when nothing here is unsaved.
  useEffect(() => {
    if (!dirty) setText(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new saved text matters; typing must not reset it
  }, [saved]);

  const check = useMemo(() => checkEndeavor(text), [text]);
  const tooLong = check.words > ENDEAVOR_MAX_WORDS;

  const onSave = () => {
    setProblem(null);
    save.mutate(
      { proposedEndeavor: text },
      {
        onSuccess: () => toast({ title: 'Endeavor saved' }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          setProblem(error instanceof EndeavorOfflineError ? error.message : (serverMessage(error) ?? 'Failed to save the endeavor. Please try again.'));
        },
      },
    );
  };

  return (
    <Card className="endeavor-card" data-testid="endeavor-card">
      <CardHeader>
        <CardTitle level={3}>
          Proposed endeavor
        </CardTitle>
        <CardSubtitle>In your own words</CardSubtitle>
      </CardHeader>
      <CardContent>
        <p>
          Describe what you will do in the United States, for whom, and why it matters. The three prongs are argued from this text and the petition
          letter quotes it as you write it. Exhibit checks it for what the prongs need; it never writes it for you.
        </p>
        <p className="endeavor-subhead" id="endeavor-questions-title">
          Questions to answer
        </p>
        <ul className="endeavor-questions" aria-labelledby="endeavor-questions-title">
          {ENDEAVOR_QUESTIONS.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
        <IonTextarea
          label="Your proposed endeavor"
          labelPlacement="stacked"
          fill="outline"
          rows={8}
          autoGrow
          value={text}
          onIonInput={(e) => {
            setText(String(e.detail.value ?? ''));
            setProblem(null);
          }}
          data-testid="endeavor-text"
        />
        <p className={`endeavor-count${tooLong ? ' endeavor-over' : ''}`} data-testid="endeavor-word-count" aria-live="polite">
          {tooLong
            ? `At most ${ENDEAVOR_MAX_WORDS.toLocaleString('en-US')} words: this has ${check.words.toLocaleString('en-US')}. Shorten it to save; what you typed stays here.`
            : `${plural(check.words, 'word')} (at most ${ENDEAVOR_MAX_WORDS.toLocaleString('en-US')})`}
        </p>
        {check.missing.length > 0 ? (
          <>
            <p className="endeavor-subhead" id="endeavor-missing-title">
              What the prongs still need
            </p>
            <ul className="endeavor-missing" aria-labelledby="endeavor-missing-title" data-testid="endeavor-missing">
              {check.missing.map((m) => (
                <li key={m.point} data-point={m.point}>
                  <strong>{m.title}.</strong> {m.message}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="endeavor-complete" data-testid="endeavor-complete">
            It says what the prongs need: specific, prospective, beyond one employer, with a plan.
          </p>
        )}
        {problem && (
          <p className="endeavor-problem" role="alert" data-testid="endeavor-problem">
            {problem}
          </p>
        )}
        <div className="endeavor-actions">
          <Button onClick={onSave} disabled={!dirty || tooLong || save.isPending} data-testid="save-endeavor">
            {save.isPending && <IonSpinner slot="start" name="crescent" />}
            Save endeavor
          </Button>
          <span className="endeavor-state" data-testid="endeavor-state">
            {dirty ? 'Not saved yet' : saved ? 'Saved' : ''}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

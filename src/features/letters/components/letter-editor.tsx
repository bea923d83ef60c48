import { Tabs } from '../../../components/tabs';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { useState } from 'react';
import { LETTER_STATUSES, type Letter } from '../../../contract/entities';
import { LETTER_CONTENT_MAX, letterStatusLabel, updateLetterBody, type UpdateLetterBody } from '../../../contract/letters';
import { useOnline } from '../../../offline';
import { UPDATE_OFFLINE, useUpdateLetter } from '../api/update-letter';
import { Button } from '../../../components/button';

type Status = (typeof LETTER_STATUSES)[number];

const STATUS_CHOICES = LETTER_STATUSES.map((s) => ({ value: s, label: letterStatusLabel(s) }));

/** architecture.md §states: an unknown status reads Draft, so it is edited as Draft too. */
const statusOf = (status: string): Status => ((LETTER_STATUSES as readonly string[]).includes(status) ? (status as Status) : 'draft');

/** The viewer's edit mode: the letter text and its status (draft, final, sent). Saving needs a connection. */
export function LetterEditor({ letter, onDone }: { letter: Letter; onDone: () => void }) {
  const update = useUpdateLetter(letter.petitionId);
  const online = useOnline();
  const [text, setText] = useState(letter.letterContent);
  const [status, setStatus] = useState<Status>(statusOf(letter.status));
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    // Only what changed is sent, so saving a status never rewrites the text under it.
    const body: UpdateLetterBody = {
      ...(text !== letter.letterContent ? { letterContent: text } : {}),
      ...(status !== letter.status ? { status } : {}),
    };
    if (body.letterContent === undefined && body.status === undefined) return onDone();
    const parsed = updateLetterBody.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the letter.');
    setError(null);
    update.mutate({ id: letter.id, body: parsed.data }, { onSuccess: onDone });
  };

  return (
    <div className="letter-editor" data-testid="letter-editor">
      <div>
        <div className="letter-status-label" id={`letter-status-${letter.id}`}>
          Status
        </div>
        <Tabs
          tabs={STATUS_CHOICES}
          value={status}
          onChange={setStatus}
          labelledBy={`letter-status-${letter.id}`}
          className="letter-status"
          testId={(s) => `letter-status-${s}`}
        />
      </div>
      <IonTextarea
        label="Letter text"
        labelPlacement="stacked"
        fill="outline"
        autoGrow
        rows={16}
        maxlength={LETTER_CONTENT_MAX}
        value={text}
        onIonInput={(e) => setText(e.detail.value ?? '')}
        data-testid="letter-edit-text"
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {!online && (
        <p className="letter-offline" role="status" data-testid="letter-offline">
          {UPDATE_OFFLINE}
        </p>
      )}
      <div className="letter-editor-actions">
        <Button onClick={save} disabled={!online || update.isPending} data-testid="letter-save">
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button fill="outline" onClick={onDone} disabled={update.isPending} data-testid="letter-cancel">
          Cancel
        </Button>
      </div>
    </div>
  );
}

import { IonButtons, IonContent, IonHeader, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { achievementLines } from '../../../contract/letters';
import { createRequestBody, type CreateRequestInput } from '../../../contract/recommenders';
import { Button } from '../../../components/button';

type ShareableExhibit = { id: string; fileName: string; evidenceNumber: number | null; exhibitTitle?: string | null };

const EMPTY = { recommenderName: '', recommenderEmail: '', recommenderTitle: '', recommenderOrganization: '', relationship: '', keyAchievements: '' };
type Fields = typeof EMPTY;
const LABELS: Record<keyof Fields, string> = {
  recommenderName: 'Name',
  recommenderEmail: 'Email (optional)',
  recommenderTitle: 'Title',
  recommenderOrganization: 'Organization',
  relationship: 'Relationship (as you see it)',
  keyAchievements: 'Achievements to speak to (optional, one per line)',
};
const MULTILINE = new Set<keyof Fields>(['relationship', 'keyAchievements']);

/**
 * 'Invite a recommender' (issue 35): the letter form's details, and the exhibits to share for context (none unless
 * chosen). The recommender then writes and signs in their own words through a private link.
 */
export function InviteDialog({ isOpen, exhibits, pending, onInvite, onClose }: { isOpen: boolean; exhibits: readonly ShareableExhibit[]; pending: boolean; onInvite: (body: CreateRequestInput) => void; onClose: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [shared, setShared] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const close = () => {
    setFields(EMPTY);
    setShared([]);
    setErrors({});
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { ...fields, keyAchievements: achievementLines(fields.keyAchievements), sharedEvidenceIds: shared };
    const parsed = createRequestBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onInvite(body);
    setFields(EMPTY);
    setShared([]);
  };

  return (
    <IonModal aria-label="Invite a recommender" isOpen={isOpen} onDidDismiss={close} data-testid="invite-dialog">
      <IonHeader>
        <IonToolbar>
          <h2 className="dialog-title">Invite a recommender</h2>
          <IonButtons slot="end">
            <Button fill="clear" onClick={close}>Cancel</Button>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={submit} noValidate className="invite-form">
          <p>They get a private link to answer in their own words, write or upload their own letter, and sign it.</p>
          {(Object.keys(EMPTY) as Array<keyof Fields>).map((name) => (
            <div className="invite-field" key={name}>
              <label htmlFor={`invite-${name}`}>{LABELS[name]}</label>
              {MULTILINE.has(name) ? (
                <textarea id={`invite-${name}`} rows={3} value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
              ) : (
                <input id={`invite-${name}`} type={name === 'recommenderEmail' ? 'email' : 'text'} value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
              )}
              {errors[name] && (
                <p className="field-error" role="alert">
                  {errors[name]}
                </p>
              )}
            </div>
          ))}
          {exhibits.length > 0 && (
            <fieldset className="invite-field">
              <legend>Exhibits to share for context (view only)</legend>
              {exhibits.map((e) => (
                <label key={e.id} className="invite-check">
                  <input type="checkbox" checked={shared.includes(e.id)} onChange={(ev) => setShared(ev.target.checked ? [...shared, e.id] : shared.filter((id) => id !== e.id))} />
                  {e.evidenceNumber ? `Exhibit ${e.evidenceNumber}: ` : ''}
                  {e.exhibitTitle || e.fileName}
                </label>
              ))}
            </fieldset>
          )}
          <Button type="submit" expand="block" disabled={pending}>
            {pending ? 'Inviting...' : 'Send invitation'}
          </Button>
        </form>
      </IonContent>
    </IonModal>
  );
}

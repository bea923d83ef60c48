import { useState } from 'react';
import { IonLabel } from '../../../components/ionic-fields/label';
import { IonItem, IonList } from '../../../components/ionic-fields/list';
import { IonNote } from '../../../components/ionic-fields/note';
import { IonInput } from '../../../components/ionic-fields/input';
import { addOutline, closeOutline } from 'ionicons/icons';
import { MAX_OTHER_LINKS, otherLinkSchema } from '../../../contract/profile';
import { toast } from '../../../lib/toast-store';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

/** Other links (architecture.md §screens, architecture.md §validation): added by the button or Enter, each removable; an invalid one toasts. */
export function OtherLinksField({ links, onChange }: { links: string[]; onChange: (links: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const full = links.length >= MAX_OTHER_LINKS;

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    const parsed = otherLinkSchema.safeParse(value);
    if (!parsed.success) {
      toast({ title: 'Invalid URL', description: 'Please enter a valid URL', variant: 'destructive' });
      return;
    }
    if (!links.includes(parsed.data)) onChange([...links, parsed.data]);
    setDraft('');
  };

  return (
    <div className="other-links">
      <div className="other-links-row">
        <IonInput
          label="Other Links"
          labelPlacement="stacked"
          fill="outline"
          type="url"
          inputmode="url"
          placeholder="https://..."
          value={draft}
          disabled={full}
          onIonInput={(e) => setDraft(String(e.detail.value ?? ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="other-link-input"
        />
        <Button fill="outline" onClick={add} disabled={full} aria-label="Add link" data-testid="add-other-link">
          <Icon slot="icon-only" icon={addOutline} />
        </Button>
      </div>
      {full && <IonNote>You can add up to {MAX_OTHER_LINKS} links.</IonNote>}
      {links.length > 0 && (
        <IonList lines="none" data-testid="other-links-list">
          {links.map((link) => (
            <IonItem key={link}>
              <IonLabel className="ion-text-wrap">{link}</IonLabel>
              <Button slot="end" fill="clear" color="medium" aria-label={`Remove ${link}`} onClick={() => onChange(links.filter((l) => l !== link))}>
                <Icon slot="icon-only" icon={closeOutline} />
              </Button>
            </IonItem>
          ))}
        </IonList>
      )}
    </div>
  );
}

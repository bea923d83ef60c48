import { copyOutline } from 'ionicons/icons';
import { useState } from 'react';
import { onFirstOpen } from '../../../components/ionic-overlays/on-first-open';
import { useIdleAfterPaint } from '../../../lib/use-idle-after-paint';
import { useCopySources } from '../api/copy-sources';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import '../evidence-copy.css';

// The dialog (its modal, checkboxes and footer) loads with its first open, fetched at idle (docs/decisions/048).
const CopyEvidenceDialog = onFirstOpen(() => import('./copy-evidence-dialog'));

/**
 * 'Add from another petition' beside the upload buttons (issue 14 item 10). Shown only when
 * another petition of the user holds evidence; offline it still opens on the cached list.
 */
export function AddFromAnotherPetition({ petitionId }: { petitionId: string }) {
  // Asked for once the browser is idle after the panel has painted: a secondary button's list must not hold up the
  // page's first paint on a slow network (docs/decisions/047). A list cached from an earlier visit shows at once.
  const idle = useIdleAfterPaint();
  const sources = useCopySources(petitionId, idle);
  const [open, setOpen] = useState(false);
  if (!sources.data || sources.data.length === 0) return null;
  return (
    <>
      <Button fill="outline" onClick={() => setOpen(true)} data-testid="add-from-another-petition">
        <Icon slot="start" icon={copyOutline} />
        Add from another petition
      </Button>
      <CopyEvidenceDialog petitionId={petitionId} sources={sources.data} isOpen={open} onDidDismiss={() => setOpen(false)} />
    </>
  );
}

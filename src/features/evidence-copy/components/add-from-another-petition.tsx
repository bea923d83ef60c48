import { InlineIcon } from '../../../components/inline-icon';
import { PlainButton } from '../../../components/plain-button';
import { copyOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useCopySources } from '../api/copy-sources';
import { CopyEvidenceDialog } from './copy-evidence-dialog';
import '../evidence-copy.css';

/**
 * 'Add from another petition' beside the upload buttons (issue 14 item 10). Shown only when
 * another petition of the user holds evidence; offline it still opens on the cached list.
 */
export function AddFromAnotherPetition({ petitionId }: { petitionId: string }) {
  const sources = useCopySources(petitionId);
  const [open, setOpen] = useState(false);
  if (!sources.data || sources.data.length === 0) return null;
  return (
    <>
      <PlainButton fill="outline" onClick={() => setOpen(true)} data-testid="add-from-another-petition">
        <InlineIcon slot="start" icon={copyOutline} />
        Add from another petition
      </PlainButton>
      <CopyEvidenceDialog petitionId={petitionId} sources={sources.data} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

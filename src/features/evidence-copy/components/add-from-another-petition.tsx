import { InlineIcon } from '../../../components/inline-icon';
import { PlainButton } from '../../../components/plain-button';
import { copyOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { whenIdle } from '../../../lib/when-idle';
import { useCopySources } from '../api/copy-sources';
import { CopyEvidenceDialog } from './copy-evidence-dialog';
import '../evidence-copy.css';

/**
 * 'Add from another petition' beside the upload buttons (issue 14 item 10). Shown only when
 * another petition of the user holds evidence; offline it still opens on the cached list.
 */
export function AddFromAnotherPetition({ petitionId }: { petitionId: string }) {
  // Asked for once the browser is idle after the panel has painted: a secondary button's list must not hold up the
  // page's first paint on a slow network (docs/decisions/047). A list cached from an earlier visit shows at once.
  const painted = useAfterFirstPaint();
  const [idle, setIdle] = useState(false);
  useEffect(() => (painted ? whenIdle(() => setIdle(true)) : undefined), [painted]);
  const sources = useCopySources(petitionId, idle);
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

import { Icon } from '../../../components/icon';
import { onFirstOpen } from '../../../components/ionic-overlays/on-first-open';
import { ellipsisVertical } from 'ionicons/icons';
import { useState, type MouseEvent } from 'react';
import { useBulkAction, type BulkActionName } from '../api/bulk-action';
import { Button } from '../../../components/button';
import { dismissedByUser } from '../../../components/ionic-overlays/dismissed-by-user';

// The menu and its list load with its first open, fetched at idle after the page paints (docs/decisions/048).
const ServiceActionsPopover = onFirstOpen(() => import('./service-actions-popover'));

/** 'Service Actions': the petition-wide Bulk Operations (architecture.md §screens). */
export function ServiceActionsMenu({ petitionId }: { petitionId: string }) {
  const bulk = useBulkAction(petitionId);
  const [anchor, setAnchor] = useState<MouseEvent | undefined>(undefined);
  const run = (name: BulkActionName) => {
    setAnchor(undefined);
    bulk.mutate(name);
  };
  return (
    <>
      <Button fill="outline" size="small" onClick={(e) => setAnchor(e)} disabled={bulk.isPending} data-testid="service-actions">
        <Icon slot="start" icon={ellipsisVertical} />
        Service Actions
      </Button>
      <ServiceActionsPopover isOpen={anchor !== undefined} event={anchor?.nativeEvent} onRun={run} onDidDismiss={dismissedByUser(() => setAnchor(undefined))} />
    </>
  );
}

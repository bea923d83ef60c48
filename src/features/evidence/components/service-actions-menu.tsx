import { PlainButton } from '../../../components/plain-button';
import { InlineIcon } from '../../../components/inline-icon';
import { IonLabel } from '../../../components/ionic-fields/label';
import { IonItem, IonList, IonListHeader } from '../../../components/ionic-fields/list';
import { IonPopover } from '../../../components/ionic-overlays/popover';
import { ellipsisVertical } from 'ionicons/icons';
import { useState, type MouseEvent } from 'react';
import { BULK_ACTIONS, useBulkAction, type BulkActionName } from '../api/bulk-action';

const ORDER: BulkActionName[] = ['vectorStore', 'reprocessAll', 'clearQueue'];

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
      <PlainButton fill="outline" size="small" onClick={(e) => setAnchor(e)} disabled={bulk.isPending} data-testid="service-actions">
        <InlineIcon slot="start" icon={ellipsisVertical} />
        Service Actions
      </PlainButton>
      <IonPopover isOpen={anchor !== undefined} event={anchor?.nativeEvent} onDidDismiss={() => setAnchor(undefined)}>
        <IonList aria-label="Bulk Operations">
          <IonListHeader>Bulk Operations</IonListHeader>
          {ORDER.map((name) => (
            <IonItem key={name} button detail={false} onClick={() => run(name)} data-testid={`bulk-${name}`}>
              <IonLabel>{BULK_ACTIONS[name].label}</IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}

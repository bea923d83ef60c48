import { IonLabel } from '../../../components/ionic-fields/label';
import { IonItem, IonList, IonListHeader } from '../../../components/ionic-fields/list';
// The element itself, not ionic-overlays/popover's loader: this module is already loaded on first open, and must bring it along.
import IonPopover from '../../../components/ionic-overlays/popover-element';
import { BULK_ACTIONS, type BulkActionName } from '../api/bulk-action';

const ORDER: BulkActionName[] = ['vectorStore', 'reprocessAll', 'clearQueue'];

type Props = { isOpen: boolean; event: Event | undefined; onRun: (name: BulkActionName) => void; onDidDismiss: (event: CustomEvent<{ role?: string }>) => void };

/**
 * The Bulk Operations menu that 'Service Actions' opens. A module of its own, with the list's elements, so that it
 * loads with its first open (./service-actions-menu.tsx), not with the petition page (docs/decisions/048).
 */
export default function ServiceActionsPopover({ isOpen, event, onRun, onDidDismiss }: Props) {
  return (
    // Ionic marks a popover aria-modal without a role, which only a dialog may carry (axe aria-allowed-attr).
    <IonPopover isOpen={isOpen} event={event} onDidDismiss={onDidDismiss} htmlAttributes={{ role: 'dialog', 'aria-label': 'Bulk Operations' }}>
      <IonList aria-label="Bulk Operations">
        <IonListHeader>Bulk Operations</IonListHeader>
        {ORDER.map((name) => (
          <IonItem key={name} button detail={false} onClick={() => onRun(name)} data-testid={`bulk-${name}`}>
            <IonLabel>{BULK_ACTIONS[name].label}</IonLabel>
          </IonItem>
        ))}
      </IonList>
    </IonPopover>
  );
}

import { IonIcon } from '@ionic/react';

/** An evidence row's icon, sized by the rows' `row-icon` rules (evidence.css). Decorative: the button or label around it says what it means. */
export function RowIcon({ icon, className }: { icon: string; className?: string }) {
  return <IonIcon icon={icon} aria-hidden="true" className={className ? `row-icon ${className}` : 'row-icon'} />;
}

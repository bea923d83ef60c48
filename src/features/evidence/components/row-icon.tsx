import { InlineIcon } from '../../../components/inline-icon';

/**
 * The evidence rows' inline icon (docs/decisions/041): components/inline-icon sized by the rows' `row-icon` rules
 * (evidence.css) instead of IonIcon's. Decorative: the button or label around it says what it means.
 */
export function RowIcon({ icon, className }: { icon: string; className?: string }) {
  return <InlineIcon icon={icon} className={className ? `row-icon ${className}` : 'row-icon'} />;
}

import type { ComponentProps } from 'react';
import './plain-button.css';

type Props = ComponentProps<'button'> & { fill?: 'solid' | 'outline'; size?: 'default' | 'small' };

/**
 * A button drawn as IonButton (md) without its element (plain-button.css, docs/decisions/047): on the petition
 * page's first screen each IonButton was a custom element, a shadow root and a ripple started inside the page's
 * commit. Same content as an IonButton: an Icon with slot="start" then the text.
 */
export function PlainButton({ fill = 'solid', size = 'default', className, children, type = 'button', ...rest }: Props) {
  const classes = ['plain-button', `plain-button-${fill}`, size === 'small' ? 'plain-button-small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} {...rest}>
      <span className="plain-button-inner">{children}</span>
    </button>
  );
}

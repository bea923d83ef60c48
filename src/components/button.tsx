import type { HTMLAttributes, ReactNode } from 'react';
import './button.css';

type Props = HTMLAttributes<HTMLElement> & {
  fill?: 'solid' | 'outline' | 'clear';
  size?: 'default' | 'small';
  /** Ionic's palette name the button is drawn in (button.css). */
  color?: 'primary' | 'danger' | 'medium';
  /** 'block': the full width of its container. */
  expand?: 'block';
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** A file or page outside the router (with `download`, a file to save): the button is a plain link. */
  href?: string;
  download?: string;
  children?: ReactNode;
};

export type ButtonLook = Pick<Props, 'fill' | 'size' | 'color' | 'expand' | 'className'>;

/** The classes button.css draws a button by. */
export const buttonClasses = ({ fill = 'solid', size = 'default', color = 'primary', expand, className }: ButtonLook) =>
  ['btn', `btn-${fill}`, `btn-${color}`, size === 'small' && 'btn-small', expand && 'btn-block', className].filter(Boolean).join(' ');

/**
 * The app's one button (docs/decisions/075): a real <button>, or a link when it goes somewhere (`href`; a route in
 * the app is a ButtonLink, button-link.tsx, so screens without the router, the landing and the recommender's page,
 * do not load it), drawn from Ionic's CSS variables so the theme and dark mode reach it. Content as in an IonButton:
 * an Icon with slot="start" before the text, or one with slot="icon-only" and an aria-label.
 */
export function Button({ fill, size, color, expand, type = 'button', disabled, href, download, className, children, ...rest }: Props) {
  const classes = buttonClasses({ fill, size, color, expand, className });
  const inner = <span className="btn-inner">{children}</span>;
  if (href === undefined) {
    return (
      <button type={type} className={classes} disabled={disabled} {...rest}>
        {inner}
      </button>
    );
  }
  // A link cannot be disabled: without an href it is neither focusable nor followed.
  if (disabled) {
    return (
      <a className={classes} aria-disabled="true" {...rest}>
        {inner}
      </a>
    );
  }
  return (
    <a href={href} download={download} className={classes} {...rest}>
      {inner}
    </a>
  );
}

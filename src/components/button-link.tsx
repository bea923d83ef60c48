import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonLook } from './button';

type Props = ButtonLook & HTMLAttributes<HTMLElement> & { to: string; disabled?: boolean; children?: ReactNode };

/** The app's Button (button.tsx) going to a route in the app: a react-router link drawn as the button. */
export function ButtonLink({ to, disabled, fill, size, color, expand, className, children, ...rest }: Props) {
  const classes = buttonClasses({ fill, size, color, expand, className });
  const inner = <span className="btn-inner">{children}</span>;
  // A link cannot be disabled: without an href it is neither focusable nor followed.
  if (disabled) {
    return (
      <a className={classes} aria-disabled="true" {...rest}>
        {inner}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} {...rest}>
      {inner}
    </Link>
  );
}

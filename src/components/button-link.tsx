import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses, type ButtonLook } from './button';

type Props = ButtonLook & HTMLAttributes<HTMLElement> & { to: string; disabled?: boolean; children?: ReactNode };

/** The app's Button (button.tsx) going to a route in the app: a react-router link drawn as the button. */
export function ButtonLink({ to, disabled, children, ...props }: Props) {
  // Disabled, it is Button's disabled link: no href, so neither focusable nor followed.
  if (disabled) {
    return (
      <Button href={to} disabled {...props}>
        {children}
      </Button>
    );
  }
  const { fill, size, color, expand, className, ...rest } = props;
  return (
    <Link to={to} className={buttonClasses({ fill, size, color, expand, className })} {...rest}>
      <span className="btn-inner">{children}</span>
    </Link>
  );
}

import type { ReactNode } from 'react';

/** A message centred on the screen: loading and not-found states. */
export function CenteredMessage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="centered-message" data-testid={testId}>
      {children}
    </div>
  );
}

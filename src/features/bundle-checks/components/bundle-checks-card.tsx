import { IonSpinner } from '@ionic/react';
import { alertCircle, checkmarkCircle } from 'ionicons/icons';
import type { BundleCheck } from '../../../contract/bundle-checks';
import type { Petition } from '../../../contract/entities';
import { useBundleChecks } from '../api/bundle-checks';
import { Icon } from '../../../components/icon';
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle } from '../../../components/card';
import '../bundle-checks.css';

const summary = (checks: readonly BundleCheck[]) => {
  const failing = checks.filter((c) => !c.ok).length;
  return failing === 0 ? `All ${checks.length} checks pass.` : `${failing} of ${checks.length} need work before you build.`;
};

function CheckRow({ check }: { check: BundleCheck }) {
  return (
    <li className={check.ok ? 'bundle-check ok' : 'bundle-check needs-work'} data-testid={`bundle-check-${check.id}`}>
      <Icon icon={check.ok ? checkmarkCircle : alertCircle} color={check.ok ? 'success' : 'warning'} />
      <div>
        {/* The word carries the state, so it never rests on colour alone. */}
        <strong className="bundle-check-state">{check.ok ? 'OK' : 'Needs work'}</strong>
        <span className="bundle-check-message"> {check.message}</span>
        {check.fix && <p className="bundle-check-fix">{check.fix}</p>}
      </div>
    </li>
  );
}

/**
 * 'Bundle checks' (issue 14 item 9): the UK Global Talent route's limits, each broken one with its fix,
 * shown before the packet is built. Other visas have no such limits, and the card does not show.
 */
export function BundleChecksCard({ petition }: { petition: Pick<Petition, 'id' | 'visaType'> }) {
  const uk = petition.visaType === 'UK_GLOBAL_TALENT';
  const checks = useBundleChecks(petition.id, uk);
  if (!uk) return null;
  return (
    <Card className="bundle-checks" data-testid="bundle-checks">
      <CardHeader>
        {/* ion-card-title is itself a level-2 heading. */}
        <CardTitle>Bundle checks</CardTitle>
        <CardSubtitle>The UK Global Talent route&apos;s limits</CardSubtitle>
      </CardHeader>
      <CardContent>
        {checks.isPending && <IonSpinner name="dots" aria-label="Checking the bundle" />}
        {checks.isError && !checks.data && <p>Could not load the bundle checks. Check your connection and try again.</p>}
        {checks.data?.applies && (
          <>
            <p className="bundle-checks-summary" data-testid="bundle-checks-summary">
              {summary(checks.data.checks)}
            </p>
            <ul className="bundle-check-list">
              {checks.data.checks.map((check) => (
                <CheckRow key={check.id} check={check} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

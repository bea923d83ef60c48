import type { ReactNode } from 'react';
import { closingStatementTitle } from '../../../contract/criteria-report';
import { hasProposedEndeavor } from '../../../contract/endeavor';
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle } from '../../../components/card';

/** The closing statement: the final merits (weighs all the evidence together), or for EB-2 NIW the brief's conclusion. */
export function FinalMeritsCard({ visaType, actions }: { visaType: string; actions: ReactNode }) {
  const niw = hasProposedEndeavor(visaType);
  return (
    <Card className="final-merits-card" data-testid="final-merits-card">
      <CardHeader>
        <CardTitle>{closingStatementTitle(visaType)}</CardTitle>
        <CardSubtitle>The closing argument</CardSubtitle>
      </CardHeader>
      <CardContent>
        {niw ? (
          <p>
            The conclusion closes the brief: the EB-2 basis the record shows, each of the three prongs of Matter of Dhanasar in turn, and the request
            that the job offer and labor certification be waived in the national interest.
          </p>
        ) : (
          <p>
            After the criteria are counted, the officer weighs the whole record. This statement brings every criterion and exhibit together to show
            the overall standard is met.
          </p>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

/** A titled list of advice from the report (Strategic Recommendations, Next Steps). */
export function ReportAdvice({ title, items, ordered = false, testId }: { title: string; items: string[]; ordered?: boolean; testId: string }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p>Nothing to add at the moment.</p>
        ) : (
          <List className="advice-list">
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

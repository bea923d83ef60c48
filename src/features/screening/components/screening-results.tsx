
import { bulbOutline, checkmarkOutline } from 'ionicons/icons';
import type { ScreeningResult, RecommendedVisa } from '../../../contract/screening';
import { VisaCard } from './visa-card';
import { Icon } from '../../../components/icon';

/** Summary, recommended visa cards, strengths and recommendations (architecture.md §screens AI screening). */
export function ScreeningResults({
  result,
  selected,
  onSelect,
}: {
  result: ScreeningResult;
  selected: RecommendedVisa['type'] | null;
  onSelect: (type: RecommendedVisa['type']) => void;
}) {
  return (
    <>
      <section className="screening-section">
        <h2>Analysis Summary</h2>
        <p data-testid="screening-analysis">{result.analysis}</p>
      </section>
      <section className="screening-section">
        <h2 id="visa-options">Recommended Visa Types</h2>
        <p className="muted">Select the visa type you want to pursue.</p>
        <div className="visa-cards" role="radiogroup" aria-labelledby="visa-options">
          {result.recommendedVisas.map((visa, i) => (
            <VisaCard key={`${visa.type}-${i}`} visa={visa} selected={selected === visa.type} onSelect={() => onSelect(visa.type)} />
          ))}
        </div>
      </section>
      <div className="screening-lists">
        <section className="screening-section">
          <h2>Your Strengths</h2>
          <ul className="icon-list" data-testid="screening-strengths">
            {result.strengths.map((s, i) => (
              <li key={i}>
                <Icon icon={checkmarkOutline} color="success" />
                <span>{s}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="screening-section">
          <h2>Recommendations</h2>
          <ul className="icon-list" data-testid="screening-recommendations">
            {result.recommendations.map((r, i) => (
              <li key={i}>
                <Icon icon={bulbOutline} color="warning" />
                <span>{r}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** The portfolio items chosen for a proposal, each with a Remove button, or a line saying there are none. */
import type { PortfolioChoice } from '#domain/proposal.ts';
import { keyOf, kindOf } from './portfolio-item.ts';

interface ChosenPortfolioProps {
  chosen: readonly PortfolioChoice[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  onChange: (chosen: PortfolioChoice[]) => void;
}

export function ChosenPortfolio({ chosen, labelledBy, onChange }: ChosenPortfolioProps) {
  if (chosen.length === 0) return <p className="muted">No portfolio items chosen.</p>;
  return (
    <ul className="portfolio-chosen" aria-labelledby={labelledBy}>
      {chosen.map((item) => (
        <li key={keyOf(item)}>
          <span>
            {item.title} <span className="muted">({kindOf[item.tableName]})</span>
          </span>
          <button type="button" className="secondary" onClick={() => onChange(chosen.filter((c) => keyOf(c) !== keyOf(item)))}>
            Remove<span className="visually-hidden"> {item.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The portfolio items the picker's dialog offers, each with a check box, or "No Portfolio Found". */
import { messages } from '#domain/messages.ts';
import type { PortfolioChoice } from '#domain/proposal.ts';
import { keyOf, kindOf } from './portfolio-item.ts';

interface PortfolioOptionsProps {
  offered: readonly PortfolioChoice[];
  /** The keys of the ticked items. */
  ticked: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}

export function PortfolioOptions({ offered, ticked, onToggle }: PortfolioOptionsProps) {
  if (offered.length === 0) return <p role="status">{messages.proposal.noPortfolio}</p>;
  return (
    <fieldset className="portfolio-options">
      <legend>Portfolio items</legend>
      {offered.map((item) => (
        <label key={keyOf(item)} className="check">
          <input type="checkbox" checked={ticked.has(keyOf(item))} onChange={(e) => onToggle(keyOf(item), e.currentTarget.checked)} />
          <span>
            {item.title} <span className="muted">({kindOf[item.tableName]})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

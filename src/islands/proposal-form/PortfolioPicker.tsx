/**
 * The portfolio picker: chosen items with a Remove button each, and a dialog listing the talent's
 * portfolio with a keyword search (titles starting with the text first, then containing it). Adding with
 * nothing ticked says "Select at least one portfolio"; an empty list says "No Portfolio Found".
 */
import { useId, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { searchPortfolio, type PortfolioChoice } from '#domain/proposal.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { Dialog } from '../shell-kit/Dialog.tsx';

const keyOf = (item: PortfolioChoice) => `${item.tableName}-${item.rowID}`;
const kindOf = { InstrURLs: 'Link', InstrCourses: 'Course', InstrDocuments: 'Document' } as const;

interface PortfolioPickerProps {
  available: readonly PortfolioChoice[];
  chosen: readonly PortfolioChoice[];
  onChange: (chosen: PortfolioChoice[]) => void;
  disabled?: boolean;
}

export function PortfolioPicker({ available, chosen, onChange, disabled = false }: PortfolioPickerProps) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const chosenKeys = new Set(chosen.map(keyOf));
  const offered = searchPortfolio(available.filter((item) => !chosenKeys.has(keyOf(item))), keyword);

  const start = () => {
    setKeyword('');
    setTicked(new Set());
    setError(null);
    setOpen(true);
  };
  const add = () => {
    if (ticked.size === 0) {
      setError(messages.proposal.selectPortfolio);
      return;
    }
    onChange([...chosen, ...available.filter((item) => ticked.has(keyOf(item)))]);
    setOpen(false);
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(key);
    else next.delete(key);
    setTicked(next);
    setError(null);
  };

  return (
    <div className="stack">
      <h3 id={`${id}-title`}>Project Examples</h3>
      {chosen.length === 0 ? (
        <p className="muted">No portfolio items chosen.</p>
      ) : (
        <ul className="portfolio-chosen" aria-labelledby={`${id}-title`}>
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
      )}
      <p>
        <button type="button" className="secondary" aria-haspopup="dialog" onClick={start} disabled={disabled}>
          Add from portfolio
        </button>
      </p>
      <Dialog open={open} title="Add from portfolio" onClose={() => setOpen(false)}>
        <div className="stack">
          <div className="field">
            <label htmlFor={`${id}-search`}>Search portfolio</label>
            <input id={`${id}-search`} type="search" value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
          </div>
          {offered.length === 0 ? (
            <p role="status">{messages.proposal.noPortfolio}</p>
          ) : (
            <fieldset className="portfolio-options">
              <legend>Portfolio items</legend>
              {offered.map((item) => (
                <label key={keyOf(item)} className="check">
                  <input type="checkbox" checked={ticked.has(keyOf(item))} onChange={(e) => toggle(keyOf(item), e.currentTarget.checked)} />
                  <span>
                    {item.title} <span className="muted">({kindOf[item.tableName]})</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <ErrorText id={`${id}-error`} className="form-error">
            {error}
          </ErrorText>
          <div className="actions">
            <button type="button" onClick={add}>
              Add
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

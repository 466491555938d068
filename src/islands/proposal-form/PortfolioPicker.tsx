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
import { ChosenPortfolio } from './ChosenPortfolio.tsx';
import { keyOf } from './portfolio-item.ts';
import { PortfolioOptions } from './PortfolioOptions.tsx';

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
      <ChosenPortfolio chosen={chosen} labelledBy={`${id}-title`} onChange={onChange} />
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
          <PortfolioOptions offered={offered} ticked={ticked} onToggle={toggle} />
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

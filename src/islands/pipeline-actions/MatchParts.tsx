/**
 * The match score on the proposals tab: the sort links (plain links, so they work before the script runs), the
 * "Why this order" panel with every factor's weight and reason, and on each card the score as a bar, its top
 * three factors and every factor's points.
 */
import { matchFactorKeys, matchFactorReasons, matchWeights } from '#domain/match-score.ts';
import { matchScoreTexts, type MatchScore } from '#domain/match-score-texts.ts';
import type { ProposalSort } from '#domain/client-jobs.ts';

const sortLabels: Record<ProposalSort, string> = { best: matchScoreTexts.bestMatch, newest: matchScoreTexts.newest };

export function SortLinks({ sort, hrefOf }: { sort: ProposalSort; hrefOf: (sort: ProposalSort) => string }) {
  return (
    <nav className="match-sort" aria-label={matchScoreTexts.sortBy}>
      <span className="muted">{matchScoreTexts.sortBy}:</span>
      {(Object.keys(sortLabels) as ProposalSort[]).map((s) => (
        <a key={s} href={hrefOf(s)} aria-current={s === sort ? 'true' : undefined} className={s === sort ? 'current' : undefined}>
          {sortLabels[s]}
        </a>
      ))}
    </nav>
  );
}

export function WhyThisOrder() {
  return (
    <details className="card match-why">
      <summary>{matchScoreTexts.whyThisOrder}</summary>
      <p>{matchScoreTexts.orderRule}</p>
      <ul>
        {matchFactorKeys.map((k) => (
          <li key={k}>
            <strong>
              {matchFactorReasons[k].name}, up to {matchWeights[k]} points.
            </strong>{' '}
            {matchFactorReasons[k].reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function MatchSummary({ match, talentName }: { match: MatchScore; talentName: string }) {
  if (!match.factors.length) return null;
  return (
    <div className="match-summary">
      <p className="match-score">
        <meter min={0} max={100} value={match.score} aria-label={`${matchScoreTexts.scoreOf(match.score)} for ${talentName}`} />
        <span aria-hidden="true">{match.score}</span>
      </p>
      <p className="match-line">{match.line}</p>
      <details className="match-factors">
        <summary>
          {matchScoreTexts.allFactors}
          <span className="visually-hidden"> of {talentName}</span>
        </summary>
        <ul>
          {match.factors.map((f) => (
            <li key={f.key}>
              {f.name}: {f.points} of {f.max} · {f.label}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

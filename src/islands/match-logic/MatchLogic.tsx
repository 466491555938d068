/**
 * Match Logic: the button, then "Analyzing…" while the explanation is requested, then the text typed
 * out as it streams in. With reduced motion each chunk shows as it arrives. If the call fails the analyzing state
 * simply ends (the error is only logged).
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { pathOf } from '../../lib/api/operation.ts';
import { Project_MatchLogic } from '../../lib/api/operations.gen.ts';
import { nextShown, prefersReducedMotion } from './typing.ts';
import './match-logic.css';

interface Props {
  projectId: number;
  instrId: number;
}

type Phase = 'idle' | 'analyzing' | 'streaming' | 'done';

export default function MatchLogic({ projectId, instrId }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [received, setReceived] = useState('');
  const [shown, setShown] = useState(0);
  const frame = useRef(0);

  useEffect(() => {
    if (shown >= received.length) return;
    if (prefersReducedMotion()) {
      setShown(received.length);
      return;
    }
    frame.current = requestAnimationFrame(() => setShown((s) => nextShown(s, received.length)));
    return () => cancelAnimationFrame(frame.current);
  }, [shown, received]);

  async function analyze() {
    setPhase('analyzing');
    setReceived('');
    setShown(0);
    try {
      const res = await api.request(pathOf(Project_MatchLogic, { projectId, instrId }));
      if (!res.ok || !res.body) throw new Error(`Match Logic answered ${res.status}.`);
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        if (text) {
          setPhase('streaming');
          setReceived((r) => r + text);
        }
      }
      setPhase('done');
    } catch (error) {
      console.error('Match Logic could not be loaded.', error);
      setPhase((p) => (p === 'analyzing' ? 'idle' : 'done'));
    }
  }

  const typing = phase === 'streaming' || (phase === 'done' && shown < received.length);
  return (
    <div className="match-logic">
      {phase === 'idle' || phase === 'done' ? (
        <button type="button" className="secondary" onClick={analyze} disabled={typing}>
          Match Logic
        </button>
      ) : null}
      {phase === 'analyzing' ? (
        <p role="status" aria-busy="true">
          Analyzing…
        </p>
      ) : null}
      {received ? (
        <div className="match-logic-text" aria-busy={typing} data-complete={!typing && phase === 'done'}>
          {received.slice(0, shown)}
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {!typing && phase === 'done' && received ? 'Match Logic is complete.' : ''}
      </p>
    </div>
  );
}

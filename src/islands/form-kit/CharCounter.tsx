/** Under a text area with a limit: how many characters it holds of how many it may (current/max). */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="counter">
      {length}/{max}
      <span className="visually-hidden"> characters</span>
    </p>
  );
}

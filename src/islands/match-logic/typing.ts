/** The typing effect of Match Logic: how much of the received text to show next (a few characters per frame). */
export const charactersPerFrame = 3;

export function nextShown(shown: number, received: number): number {
  return Math.min(received, shown + charactersPerFrame);
}

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interfaceConstants } from './constants.ts';

const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the interface constants are the ones the styles use', () => {
  it('tooltip delay, dropdown height and clamp line height in the design tokens', () => {
    const tokens = css('../src/styles/tokens.css');
    expect(tokens).toContain(`--tooltip-delay: ${interfaceConstants.tooltipDelayMs}ms;`);
    expect(tokens).toContain(`--dropdown-max-height: ${interfaceConstants.dropdownMaxHeightPx}px;`);
    expect(tokens).toContain(`--clamp-line-height: ${interfaceConstants.textClampLineHeightPx}px;`);
  });

  it('the role copy dialog becomes a modal at the breakpoint', () => {
    expect(css('../src/islands/skill-browser/skill-browser.css')).toContain(`@media (max-width: ${interfaceConstants.roleCopyBreakpointPx - 0.02}px)`);
  });
});

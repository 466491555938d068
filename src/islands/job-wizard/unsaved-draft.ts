/**
 * Typed-but-unsaved text of a wizard step, kept in sessionStorage per job and step so leaving the page never loses
 * it; restored when the step opens again and cleared once the step is saved.
 */
import type { EditableStep } from '#domain/job-posting.ts';

const keyOf = (projectId: number | null, step: EditableStep) => `job-wizard:${projectId ?? 'new'}:${step}`;

export function readUnsaved(projectId: number | null, step: EditableStep): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(keyOf(projectId, step));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeUnsaved(projectId: number | null, step: EditableStep, value: unknown): void {
  try {
    sessionStorage.setItem(keyOf(projectId, step), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the beforeunload warning still protects the text.
  }
}

export function clearUnsaved(projectId: number | null, step: EditableStep): void {
  try {
    sessionStorage.removeItem(keyOf(projectId, step));
  } catch {
    // Nothing stored.
  }
}

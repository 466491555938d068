/** The 'Please login for full access' modal (spec 1 §2.6): open with the page to go to after logging in. */
import { atom } from 'nanostores';
import { isLocalPath } from '../domain/login-redirect.ts';

export interface LoginModalState {
  nextPage: string | undefined;
}

export const $loginModal = atom<LoginModalState | null>(null);

/** Opens the modal; `nextPage` is kept only when it is a path on this site. */
export function openLoginModal(nextPage?: string): void {
  $loginModal.set({ nextPage: isLocalPath(nextPage) ? nextPage : undefined });
}

export function closeLoginModal(): void {
  $loginModal.set(null);
}

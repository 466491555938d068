/**
 * The 'Please login for full access' modal (spec 1 §2.6): the login form (e-mail, password, remember me, human
 * verification, forgot password, sign up) in a dialog. Opens with openLoginModal() (src/stores/login-modal.ts)
 * or a click on any `data-login-modal` element. With `guardNavigation` (a visitor on a shared job post, spec 1
 * §2.2) a click on a link of the top bar opens it instead of leaving; after logging in the user goes where the
 * link pointed.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { messages } from '../../domain/messages.ts';
import { $loginModal, closeLoginModal, openLoginModal } from '../../stores/login-modal.ts';
import LoginForm from '../login-form/LoginForm.tsx';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';

interface LoginModalProps {
  guardNavigation?: boolean;
  crash: CrashLinks;
}

const here = () => window.location.pathname + window.location.search;

function localTarget(link: HTMLAnchorElement): string {
  return link.origin === window.location.origin ? link.pathname + link.search : here();
}

export default function LoginModal({ crash, guardNavigation = false }: LoginModalProps) {
  return (
    <CrashBoundary links={crash}>
      <Modal guardNavigation={guardNavigation} />
    </CrashBoundary>
  );
}

function Modal({ guardNavigation }: { guardNavigation: boolean }) {
  const state = useStore($loginModal);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const trigger = event.target.closest('[data-login-modal]');
      const navLink = guardNavigation ? event.target.closest<HTMLAnchorElement>('[data-site-nav] a[href]') : null;
      if (trigger) {
        event.preventDefault();
        openLoginModal(here());
      } else if (navLink) {
        event.preventDefault();
        openLoginModal(localTarget(navLink));
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [guardNavigation]);

  return (
    <Dialog open={state !== null} title={messages.shell.loginModalTitle} onClose={closeLoginModal} className="login-modal" keepMounted>
      <LoginForm nextPage={state?.nextPage} />
    </Dialog>
  );
}

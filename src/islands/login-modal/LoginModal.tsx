/**
 * The 'Please login for full access' modal (spec 1 §2.6): the login form (e-mail, password, remember me, human
 * verification, forgot password, sign up) in a dialog. Opens with openLoginModal() (src/stores/login-modal.ts)
 * or a click on any `data-login-modal` element.
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
  crash: CrashLinks;
}

const here = () => window.location.pathname + window.location.search;

export default function LoginModal({ crash }: LoginModalProps) {
  return (
    <CrashBoundary links={crash}>
      <Modal />
    </CrashBoundary>
  );
}

function Modal() {
  const state = useStore($loginModal);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.closest('[data-login-modal]')) {
        event.preventDefault();
        openLoginModal(here());
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <Dialog open={state !== null} title={messages.shell.loginModalTitle} onClose={closeLoginModal} className="login-modal" keepMounted>
      <LoginForm nextPage={state?.nextPage} />
    </Dialog>
  );
}

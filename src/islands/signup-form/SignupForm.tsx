/**
 * Sign-up for talent or a client (spec 1 §2.3, §5): names, e-mail, password with its guidance, terms, human
 * verification. Success leads to the "check your e-mail" page; a failure shows the server's text and solves
 * a new captcha. With an invitation (/signupinvite, or an agency's /agency-invitation) the e-mail is fixed by the
 * link and success offers the login.
 */
import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { signupSchema } from '../../domain/auth.ts';
import { companyContactTexts, signupInviteSchema } from '../../domain/company-contacts.ts';
import { AGENCY_INVITATION_PAGE, agencyInvitationTexts, agencySignupSchema } from '../../domain/agency-invitations.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { Agency_SignupInvite, User_signup, User_SignupInvite } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { CheckField } from '../form-kit/CheckField.tsx';
import { Captcha } from '../form-kit/Captcha.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';

export interface SignupInvitation {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  /** An agency's invitation: the account joins the agency (decision record 289). */
  agency?: boolean;
}

/** The fields of the three sign-up schemas together (talent or client, a contact's invitation, an agency's). */
type SignupFields = {
  accountType: string;
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean | undefined;
  captcha: string;
};

interface SignupFormProps {
  accountType: 'talent' | 'client';
  title: string;
  invitation?: SignupInvitation;
}

export default function SignupForm({ accountType, title, invitation }: SignupFormProps) {
  const [signedUp, setSignedUp] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const { form, fields, busy } = useApiForm<SignupFields, unknown, unknown>({
    id: invitation?.agency ? 'signup-agency' : invitation ? 'signup-invite' : `signup-${accountType}`,
    ...(invitation ? { defaultValue: { firstName: invitation.firstName, lastName: invitation.lastName } } : {}),
    schema: invitation?.agency ? agencySignupSchema : invitation ? signupInviteSchema : signupSchema,
    // The form was validated with the same schema; parsing again gives the call its own body type.
    send: (value) =>
      invitation?.agency
        ? api.call(Agency_SignupInvite, { body: agencySignupSchema.parse(value) })
        : invitation
          ? api.call(User_SignupInvite, { body: signupInviteSchema.parse(value) })
          : api.call(User_signup, { body: signupSchema.parse(value) }),
    onSuccess() {
      if (invitation) setSignedUp(true);
      else window.location.assign('/letsGetStartedConfirmScreen');
      return 'leave';
    },
    onError() {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    },
  });

  if (signedUp) {
    return (
      <section className="card stack" aria-labelledby="signup-done-title">
        <h1 id="signup-done-title">{title}</h1>
        <p className="notice" role="status">
          {invitation?.agency ? agencyInvitationTexts.signedUp : companyContactTexts.signedUp}
        </p>
        <p>
          <a className="button" href="/login">
            Log in
          </a>
        </p>
      </section>
    );
  }

  return (
    <form {...getFormProps(form)} method="post" className="card stack" aria-labelledby={`${form.id}-title`}>
      <h1 id={`${form.id}-title`}>{title}</h1>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      {invitation ? (
        <input type="hidden" name="token" value={invitation.token} />
      ) : (
        <input type="hidden" name={fields.accountType.name} value={accountType} />
      )}
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      {invitation ? (
        <div className="field">
          <label htmlFor={`${form.id}-email`}>Email address</label>
          <input id={`${form.id}-email`} type="email" value={invitation.email} readOnly autoComplete="email" />
        </div>
      ) : (
        <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
      )}
      <TextField field={fields.password} label="Password" type="password" autoComplete="new-password" hints={passwordGuidance} />
      <CheckField field={fields.acceptTerms}>
        I accept the <a href="/termsAndConditions">Terms of Use</a> and the <a href="/termsAndConditions?privacy=True">Privacy Policy</a>.
      </CheckField>
      <input type="hidden" name={fields.captcha.name} value={captcha ?? ''} />
      <Captcha onChange={setCaptcha} resetKey={captchaRound} errorId={fields.captcha.errorId} error={fields.captcha.errors?.[0]} />
      <div className="actions">
        <button type="submit" disabled={!captcha || busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
        <span>
          Already have an account? <a href={invitation?.agency ? `/login?nextPage=${encodeURIComponent(`${AGENCY_INVITATION_PAGE}?token=${invitation.token}`)}` : '/login'}>Log in</a>
        </span>
      </div>
    </form>
  );
}

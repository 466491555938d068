/** The User controller: sign-up, login, sessions, passwords, e-mail, join requests. */
import { signupRoutes } from './signup.ts';
import { loginRoutes } from './login.ts';
import { loginSecondStepRoutes } from './login-second-step.ts';
import { sessionRoutes } from './session.ts';
import { passwordRoutes } from './passwords.ts';
import { emailRoutes } from './email.ts';
import { joiningRequestRoutes } from './joining-requests.ts';
import { invitationRoutes } from './invitation.ts';
import { profileGuideRoutes } from './profile-guide.ts';

export const userRoutes = [...loginRoutes, ...loginSecondStepRoutes, ...signupRoutes, ...sessionRoutes, ...passwordRoutes, ...emailRoutes, ...joiningRequestRoutes, ...invitationRoutes, ...profileGuideRoutes];

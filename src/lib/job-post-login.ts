/** The script of the job post's login dialog, loaded when the dialog first opens: the login form's checks and its captcha. */
import { loginSchema } from '#domain/auth.ts';
import { enhanceForm } from './plain-form.ts';

enhanceForm('job-login', { schema: loginSchema, booleans: ['rememberMe'], busyLabel: 'Logging in…', captchaAtOnce: true });

import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema } from '#domain/auth.ts';
import { sendFeedbackSchema } from '#domain/feedback.ts';
import { companyContactSchema } from '#domain/company-contacts.ts';
import { chatName, mentionMailDue } from '#domain/chat.ts';
import { approvalNotice } from '#domain/approvals.ts';
import { messages } from '#domain/messages.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('changing and resetting a password', () => {
  const strong = 'Str0ng!Pass';

  it('asks that the confirmation matches the new password', () => {
    expect(changePasswordSchema.safeParse({ oldPassword: 'Old!Pass1', newPassword: strong, confirmPassword: strong }).success).toBe(true);
    expect(issuesOf(changePasswordSchema.safeParse({ oldPassword: 'Old!Pass1', newPassword: strong, confirmPassword: 'Str0ng!Pas' }))).toEqual([
      ['confirmPassword', messages.auth.confirmPasswordMismatch],
    ]);
    expect(issuesOf(resetPasswordSchema.safeParse({ token: 't', newPassword: strong, confirmPassword: 'other' }))).toEqual([['confirmPassword', messages.auth.confirmPasswordMismatch]]);
  });

  it('refuses a new password that is the current one', () => {
    expect(issuesOf(changePasswordSchema.safeParse({ oldPassword: strong, newPassword: strong, confirmPassword: strong }))).toEqual([
      ['newPassword', messages.auth.newPasswordSameAsCurrent],
    ]);
  });
});

describe('sending feedback', () => {
  it('answers "Please fill all the fields" beside each field’s message when one is missing', () => {
    expect(issuesOf(sendFeedbackSchema.safeParse({ feedbackType: 'Other' }))).toEqual([
      ['', messages.feedback.missingField],
      ['feedback', messages.feedback.descriptionRequired],
    ]);
    expect(issuesOf(sendFeedbackSchema.safeParse({ feedbackType: null, feedback: 'Slow page' }))).toEqual([
      ['', messages.feedback.missingField],
      ['feedbackType', messages.feedback.categoryRequired],
    ]);
    expect(issuesOf(sendFeedbackSchema.safeParse({ feedbackType: 'Other', feedback: '   ' }))).toEqual([
      ['', messages.feedback.missingField],
      ['feedback', messages.feedback.descriptionRequired],
    ]);
  });

  it('answers only the field’s message when both are given but one is wrong', () => {
    expect(issuesOf(sendFeedbackSchema.safeParse({ feedbackType: 'Praise', feedback: 'Nice' }))).toEqual([['feedbackType', messages.feedback.categoryRequired]]);
    expect(issuesOf(sendFeedbackSchema.safeParse({ feedbackType: 'Other', feedback: 7 }))).toEqual([['feedback', messages.feedback.descriptionRequired]]);
  });

  it('takes the feedback trimmed when both fields are right', () => {
    expect(sendFeedbackSchema.parse({ feedbackType: 'Technical', feedback: ' Slow page ' })).toEqual({ feedbackType: 'Technical', feedback: 'Slow page' });
  });
});

describe('a company contact’s e-mail', () => {
  const contact = (email: string) => ({ firstName: 'Ada', lastName: 'Lee', email, webRole: 1 });
  it('may have 60 characters, not more', () => {
    const local = (n: number) => `${'a'.repeat(n - '@b.example'.length)}@b.example`;
    expect(companyContactSchema.safeParse(contact(local(60))).success).toBe(true);
    expect(issuesOf(companyContactSchema.safeParse(contact(local(61))))).toEqual([['email', messages.contact.emailTooLong]]);
  });
});

describe('chat', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  it('mails a mention again only ten minutes after the last mail of the chat', () => {
    expect(mentionMailDue(null, now)).toBe(true);
    expect(mentionMailDue(new Date(now.getTime() - 10 * 60_000), now)).toBe(true);
    expect(mentionMailDue(new Date(now.getTime() - 10 * 60_000 + 1), now)).toBe(false);
  });

  it('names a person by first and last name', () => {
    expect(chatName({ firstName: 'Ada', lastName: 'Lee' })).toBe('Ada Lee');
    expect(chatName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
  });
});

describe('what the talent is told of a decided request', () => {
  it('tells of an approved or refused skill, with the roles page', () => {
    expect(approvalNotice({ kind: 'skill', approved: true, subject: 'Canva' })).toEqual({
      subject: 'Your skill “Canva” was approved',
      text: '“Canva” is now in the skill catalogue: clients see it on your profile and find you by it.',
      link: '/profile/roles',
    });
    expect(approvalNotice({ kind: 'skill', approved: false, subject: 'Canva' })).toEqual({
      subject: 'Your skill “Canva” was not approved',
      text: '“Canva” stays on your own profile only; clients do not see it. Choose a skill from the catalogue that says the same, or add it under another name.',
      link: '/profile/roles',
    });
  });

  it('tells of an approved or refused badge, with the certifications page', () => {
    expect(approvalNotice({ kind: 'CT', approved: true, subject: 'x' })).toEqual({
      subject: 'Your trust badge CT was approved',
      text: 'Clients now see the CT badge on your profile.',
      link: '/profile/certifications',
    });
    expect(approvalNotice({ kind: 'CID', approved: false, subject: 'x' })).toEqual({
      subject: 'Your trust badge CID was not approved',
      text: 'The evidence sent for the CID badge was not enough. Check that the certification document is readable and current, then ask again.',
      link: '/profile/certifications',
    });
  });
});

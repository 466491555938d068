// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatPerson } from '#domain/chat.ts';
import { Composer } from './Composer.tsx';

afterEach(cleanup);

const members: ChatPerson[] = [
  { userId: 1, firstName: 'Olivia', lastName: 'Grant', side: 'client' },
  { userId: 2, firstName: 'Daniel', lastName: 'Okafor', side: 'talent' },
];

function Box() {
  const [draft, setDraft] = useState('');
  return <Composer members={members} me={1} max={2000} tooLong="Too long" onSend={() => undefined} draft={draft} onDraft={setDraft} />;
}

it('keeps what is typed right after picking a mention after the name, in the order typed', async () => {
  // No pause between keys: a fast typist, whose next keys come before the browser's next frame.
  const user = userEvent.setup({ delay: null });
  render(<Box />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  await user.type(box, 'Hello @Dan');
  expect(screen.getByRole('option', { name: 'Daniel Okafor' })).toBeTruthy();
  await user.keyboard('{Enter}co');
  // The browser draws its next frame between two keys.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await user.keyboard('uld you');
  expect((box as HTMLTextAreaElement).value).toBe('Hello @Daniel Okafor could you');
});

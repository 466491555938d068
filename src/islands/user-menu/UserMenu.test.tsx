// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import UserMenu from './UserMenu.tsx';

afterEach(cleanup);

const crash = { supportEmail: 'support@example.com', home: '/user/dashboard' };
const links = [{ href: '/profile', label: 'My Profile' }];
const menuButton = () => screen.getByRole('button', { name: /account menu/ });

it('shows the saved photo in the header when the session names one', () => {
  render(<UserMenu name="Sofia" photoBlobId="3f1c2b9e-0d4a-4c1e-9a7b-5e6f7a8b9c0d" links={links} pathname="/profile" crash={crash} />);
  const photo = menuButton().querySelector('img.avatar');
  expect(photo?.getAttribute('src')).toBe('/api/Blob/Photo?id=3f1c2b9e-0d4a-4c1e-9a7b-5e6f7a8b9c0d');
  expect(menuButton().querySelector('span.avatar')).toBeNull();
});

it('keeps the initials when there is no photo', () => {
  render(<UserMenu name="Sofia" photoBlobId={null} links={links} pathname="/profile" crash={crash} />);
  expect(menuButton().querySelector('img')).toBeNull();
  expect(menuButton().querySelector('span.avatar')?.textContent).toBe('S');
});

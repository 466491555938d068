/** Sends the user to /logout, except where the spec says not to: on /lmiiwatta and on a logout page itself. */
export function mayLeaveForLogout(pathname: string): boolean {
  return pathname !== '/lmiiwatta' && !pathname.startsWith('/logout');
}

export function goToLogout(): void {
  if (mayLeaveForLogout(window.location.pathname)) window.location.assign('/logout');
}

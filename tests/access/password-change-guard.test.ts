import { describe, expect, it } from 'vitest';
import { allowedDuringForcedChange, assertPasswordChangeNotForced } from '#api/access/forced-password-change.ts';
import { authTexts } from '#domain/auth.ts';
import { caller } from './caller-fixtures.ts';

describe('a forced password change', () => {
  const forced = caller({ mustChangePassword: true });

  it('leaves a caller only the session, the password change, refreshing and signing out', () => {
    expect([...allowedDuringForcedChange].sort()).toEqual(['/api/User/ChangePassword', '/api/User/Logout', '/api/User/RefreshToken', '/api/User/Session']);
    for (const path of allowedDuringForcedChange) expect(() => assertPasswordChangeNotForced(path, forced)).not.toThrow();
    expect(() => assertPasswordChangeNotForced('/api/Role/GetMyRoles', forced)).toThrow(
      expect.objectContaining({ status: 403, message: authTexts.passwordChangeRequired }),
    );
  });

  it('stops no one else', () => {
    expect(() => assertPasswordChangeNotForced('/api/Role/GetMyRoles', caller())).not.toThrow();
    expect(() => assertPasswordChangeNotForced('/api/Role/GetMyRoles', null)).not.toThrow();
  });
});

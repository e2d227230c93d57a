import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequireLogin, type RequireLogin } from '@quotemarket/hooks';
import { paths } from '../paths';

/** The hooks' login guard with this app's way to the login page (its route table). */
export function useRequireBuyerLogin(): RequireLogin {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => void navigate(paths.login()), [navigate]);
  return useRequireLogin(goToLogin);
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The `?token=` of a mailed link, read once and then dropped from the address bar, so the secret
 * does not stay in the history or travel on in a Referer header.
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() ?? '');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return token;
}

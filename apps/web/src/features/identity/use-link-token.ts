import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The `?token=` of a mailed link (or the query parameter `name`), read once and then dropped from the
 * address bar, so the secret does not stay in the history or travel on in a Referer header.
 */
export function useLinkToken(name = 'token'): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get(name)?.trim() ?? '');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(name)) return;
    params.delete(name);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate, name]);
  return token;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAdminMeQueryKey, useAdminMe } from '../api/generated/endpoints/admin-auth/admin-auth';
import type { Operator } from '../api/generated/model';
import { setCsrfToken } from '../api/http';

/** The signed-in operator (adminMe), whose CSRF token every POST of the session carries. */
export function useOperator() {
  const query = useAdminMe({ query: { retry: false, staleTime: 60_000 } });
  useEffect(() => {
    if (query.data) setCsrfToken(query.data.csrf_token);
  }, [query.data]);
  return query;
}

/** After sign-in: remember the session's token and operator without asking again. */
export function useRememberOperator() {
  const client = useQueryClient();
  return (operator: Operator) => {
    setCsrfToken(operator.csrf_token);
    client.setQueryData(getAdminMeQueryKey(), operator);
  };
}

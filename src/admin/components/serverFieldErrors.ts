import { createContext, useContext } from 'react';

/**
 * The server's per-field messages of the last refused save (field name -> message), handed by
 * FormDialog to the form rows inside it, so a row finds its own without being passed it.
 */
export const ServerFieldErrors = createContext<Record<string, string>>({});

/** The server's message for one field of the enclosing dialog, if it refused that field. */
export const useServerFieldError = (name: string): string | undefined =>
  useContext(ServerFieldErrors)[name];

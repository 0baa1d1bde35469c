import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

/** The one line a wrong environment stops the server with (it must be a ConfigError). */
export function configErrorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

// Preloaded into a server process (`node --import`): prints every OpenTelemetry SDK or
// instrumentation module the process loads, so a test can tell whether tracing cost anything.
import { registerHooks } from 'node:module';

const WATCHED = /@opentelemetry[\\/](sdk-|instrumentation|exporter-)/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (WATCHED.test(resolved.url)) process.stderr.write(`otel-module-loaded ${resolved.url}\n`);
    return resolved;
  },
});

// Preloaded (NODE_OPTIONS=--import) into a server process to stand for an install without the
// optional package espeak-ng: Node's resolver answers for it as for any package not installed.
import Module from 'node:module';

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveWithoutEspeak(request, ...rest) {
  if (request === 'espeak-ng' || request.startsWith('espeak-ng/')) {
    const error = new Error(`Cannot find module '${request}'`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolve.call(this, request, ...rest);
};

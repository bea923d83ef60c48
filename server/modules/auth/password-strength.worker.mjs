// zxcvbn in a worker thread: a crafted 64-character password can take it hundreds of
// milliseconds, which must not stall the server's event loop (docs/decisions/014).
// Plain JavaScript so it runs the same under tsx, vitest and node, with no loader.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  // Only the first 64 characters are judged: that bounds the time, and a longer password
  // whose first 64 characters are weak is weak.
  maxLength: 64,
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

parentPort.on('message', ({ id, password, userInputs }) => {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  parentPort.postMessage({ id, score, warning: feedback.warning ?? null, suggestions: feedback.suggestions });
});

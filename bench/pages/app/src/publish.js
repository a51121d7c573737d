// Publishes a page's answer for bench/pages/measure.mjs: the answer as JSON and the moment it
// was ready (performance.now(), milliseconds since the navigation started), or the error.
export function publish(compute) {
  const body = document.body;
  Promise.resolve()
    .then(compute)
    .then((answer) => {
      const ms = performance.now();
      body.dataset.answer = JSON.stringify(answer);
      body.dataset.answerMs = String(ms);
    }, (error) => {
      body.dataset.error = String((error && (error.stack || error.message)) || error);
    });
}

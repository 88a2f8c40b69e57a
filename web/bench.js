// The bench page: runs the worker's bench and shows (and exposes as window.benchResult) the
// nodes and speed of each position and the total, as `tetrarch bench` prints them.

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const rows = document.getElementById('rows');

function row(cells) {
  const tr = document.createElement('tr');
  for (const c of cells) {
    const td = document.createElement('td');
    td.textContent = c;
    tr.append(td);
  }
  rows.append(tr);
}

worker.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'ready') worker.postMessage({ type: 'bench' });
  else if (msg.type === 'bench-position') {
    const r = msg.result;
    row([`${msg.index + 1}: ${r.variant}`, r.depth, r.best, r.nodes, r.millis.toFixed(0),
      Math.round(r.nodes / (r.millis / 1000))]);
  } else if (msg.type === 'bench') {
    const nodes = msg.results.reduce((n, r) => n + r.nodes, 0);
    const millis = msg.results.reduce((t, r) => t + r.millis, 0);
    const nps = Math.round(nodes / (millis / 1000));
    row(['total', '', '', nodes, millis.toFixed(0), nps]);
    document.getElementById('state').textContent = `${nodes} nodes ${nps} nps`;
    window.benchResult = { results: msg.results, nodes, millis, nps };
  } else if (msg.type === 'error') {
    document.getElementById('state').textContent = `error: ${msg.message}`;
    window.benchResult = { error: msg.message };
  }
};

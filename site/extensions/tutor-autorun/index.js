// tutor-autorun: a lesson opens ready.
//
// The site ships each lesson with static pictures of its widgets (site/pictures.py) and the notebook metadata
// {"tutor": {"autorun": true}}. For such a notebook this extension
//   1. puts the shipped pictures back in place of the widget views of a stored copy (the learner's edited
//      lesson, saved in the browser): those views belong to an earlier page's kernel and would say
//      "Loading widget..." for good;
//   2. runs the lesson's code cells once its kernel is first idle (Pyodide and the preloaded wheels ready), so
//      the live widgets replace the pictures with no Run All;
//   3. keeps a lesson that was only opened clean while it runs: outputs alone must not let autosave store a
//      copy of it (a cell the learner runs meanwhile is theirs, and stored as usual);
//   4. loads the site's lesson engine (engine/engine.mjs, a plain file of the site, not bundled here), which
//      makes the pictures of the lesson boxes answer clicks before Python starts, and hands the boxes over to
//      the live views: before running a cell, it asks the engine to hold() the cell's pictures on show until
//      the live views have taken over (engine.mjs says how).
// (Starting the kernel as the app starts, before the notebook asks for it, was tried: on this 2-core machine its
// worker then competed with the app's own start, and the cards came later, Python's cards no sooner.)
// Rebuild: see site/README.md ("The tutor-autorun extension").

const { INotebookTracker, NotebookActions } = require('@jupyterlab/notebook');
const { PageConfig, URLExt } = require('@jupyterlab/coreutils');

const WIDGET_VIEW = 'application/vnd.jupyter.widget-view+json';

// The site's lesson engine, loaded once as the page starts (null if it cannot be: the lessons then wait for
// Python, as before).
let engine = null;

function loadEngine() {
  const url = URLExt.join(PageConfig.getBaseUrl(), 'engine', 'engine.mjs');
  return import(/* webpackIgnore: true */ url)
    .then(async (module) => {
      module.start();
      await module.ready;
      engine = module;
    })
    .catch((err) => console.warn('tutor-autorun: no lesson engine', err));
}

function kernelIdle(sessionContext) {
  return new Promise((resolve) => {
    if (sessionContext.session?.kernel?.status === 'idle') return resolve();
    const onStatus = (_, status) => {
      if (status === 'idle') {
        sessionContext.statusChanged.disconnect(onStatus);
        resolve();
      }
    };
    sessionContext.statusChanged.connect(onStatus);
  });
}

function text(source) {
  return Array.isArray(source) ? source.join('') : source;
}

function hasView(output) {
  return !!(output.data && output.data[WIDGET_VIEW]);
}

// An output without its widget view: what is left of it (its text/html), under the lesson engine's note that
// Python is getting ready when the engine is there, or nothing.
function withoutView(output) {
  if (!hasView(output)) return [output];
  const data = { ...output.data };
  delete data[WIDGET_VIEW];
  if (!data['text/html']) return [];
  const waiting = engine ? engine.waiting(text(data['text/html'])) : null;
  if (waiting) data['text/html'] = waiting;
  return [{ ...output, data }];
}

// The cells of a stored copy that hold widget views get the shipped outputs back (the static pictures) when
// their source is the shipped one, and lose the views otherwise.
async function replaceStaleViews(panel) {
  const model = panel.context.model;
  const stale = model.sharedModel.cells.filter(
    (cell) => cell.cell_type === 'code' && cell.getOutputs().some(hasView)
  );
  if (!stale.length) return;
  const shipped = {};
  try {
    const url = URLExt.join(PageConfig.getBaseUrl(), 'files', URLExt.encodeParts(panel.context.path));
    const response = await fetch(url);
    if (response.ok) for (const cell of (await response.json()).cells || []) shipped[cell.id] = cell;
  } catch (err) {
    console.warn('tutor-autorun: no shipped copy of', panel.context.path, err);
  }
  if (panel.isDisposed) return;
  const clean = !model.dirty;
  model.sharedModel.transact(() => {
    for (const cell of stale) {
      const original = shipped[cell.id];
      if (original && text(original.source) === cell.getSource()) cell.setOutputs(original.outputs || []);
      else cell.setOutputs(cell.getOutputs().flatMap(withoutView));
    }
  });
  if (clean) model.dirty = false;
}

async function autorun(panel, engineLoaded) {
  await panel.context.ready;
  const model = panel.context.model;
  if (model.getMetadata('tutor')?.autorun !== true) return;
  // A cell run twice was run by the learner too (Run All, Shift+Enter; before or during this run): that run is
  // theirs, and stored as usual. Counted from the start, so a learner's click that comes first counts too.
  let learnerRan = false;
  const runs = new Map();
  const onScheduled = (_, { notebook, cell }) => {
    if (notebook !== panel.content) return;
    runs.set(cell.model.id, (runs.get(cell.model.id) || 0) + 1);
    if (runs.get(cell.model.id) > 1) learnerRan = true;
  };
  NotebookActions.executionScheduled.connect(onScheduled);
  try {
    await engineLoaded;
    await replaceStaleViews(panel);
    await panel.sessionContext.ready;
    if (panel.isDisposed || !panel.sessionContext.session?.kernel) return;
    // running a cell clears its outputs at once: keep the pictures on show until Python is ready
    await kernelIdle(panel.sessionContext);
    // the engine must have made the pictures boxes that answer before they can be held on show (Python may be
    // ready first on a fast machine)
    await panel.revealed;
    if (engine) await engine.settled(panel.content.node);
    if (panel.isDisposed) return;
    const sources = () => model.sharedModel.cells.map((c) => c.getSource()).join('\u0000');
    const before = sources();
    const clean = !model.dirty && !learnerRan;
    // outputs arriving during the run must not let autosave store a lesson that was only opened
    const keep = () => clean && !learnerRan && !panel.isDisposed && sources() === before;
    const keepClean = (_, change) => {
      if (change.name === 'dirty' && change.newValue === true && keep()) model.dirty = false;
    };
    model.stateChanged.connect(keepClean);
    // the pictures the lesson engine answers stay on show while their cells run, until the live views take over
    const cells = panel.content.widgets.filter((cell) => cell.model.type === 'code');
    const held = new Map();
    for (const cell of cells) {
      const handle = engine ? engine.hold(cell.outputArea.node) : null;
      if (handle) held.set(cell, handle);
    }
    const onExecuted = (_, { notebook, cell }) => {
      if (notebook !== panel.content || !held.has(cell)) return;
      const outputs = cell.model.outputs.toJSON();
      engine.executed(held.get(cell), outputs.some(hasView));
      held.delete(cell);
    };
    NotebookActions.executed.connect(onExecuted);
    try {
      await NotebookActions.runCells(panel.content, cells, panel.sessionContext); // keeps selection and scroll
    } finally {
      NotebookActions.executed.disconnect(onExecuted);
      for (const [cell, handle] of held) engine.executed(handle, cell.model.outputs.toJSON().some(hasView));
      model.stateChanged.disconnect(keepClean);
      if (keep()) model.dirty = false;
    }
  } finally {
    NotebookActions.executionScheduled.disconnect(onScheduled);
  }
}

module.exports = [
  {
    id: 'tutor-autorun:plugin',
    description: "Runs a tutor lesson's cells once its kernel is ready",
    autoStart: true,
    requires: [INotebookTracker],
    activate: (app, tracker) => {
      const engineLoaded = loadEngine();
      tracker.widgetAdded.connect((_, panel) => {
        autorun(panel, engineLoaded).catch((err) => console.error('tutor-autorun:', err));
      });
    },
  },
];

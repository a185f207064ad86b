// The browser side of tutor's one store of a learner's place and results (tutor/widgets/progress.py): keeps the
// view's step reached and each step's result in localStorage, one record per lesson, where the site's lesson map,
// reset page and teacher page read it (schema in progress.py; site/templates/progress.js reads the same records):
//
//   "tutor-progress:v2:<site path><lesson id>" ->
//     {"v": 2, "results": {<step id>: "first"|"retry"|"shown"}, "at": {<view key>: <step index>}}
//
// Release 1's records ("tutor-progress:v1:<site path>" for the results of every lesson, "tutor-step:<site
// path><view key>" for a view's step reached) are moved into these the first time they are met.
//
// When drawn, it tells Python what the browser holds for the view (its steps' results, its step reached) and which
// step the page's address asks for (#step-<id>), so the view opens there. It also makes the links between lessons
// open in the same tab.
//
// On the site, the lesson engine (site/engine/engine.mjs, window.tutorLessonEngine) answered the view's picture
// before Python started, with the same store. This view then takes the engine's log of what the learner did over:
// it sends it with the resume (Python does it again: LessonView.replay), sends each event the learner makes in the
// picture meanwhile, and lets the engine take the picture away once Python has done them all (the tracker's
// `replayed`), so the live view shows at the step reached, with the answers given, every click counted once.
//
// The site's engine imports the store's functions from here (the named exports), so both keep one schema.

const KEY = "tutor-progress:v2:";
const OLD_RESULTS = "tutor-progress:v1:";
const OLD_STEP = "tutor-step:";
const RESULTS = ["first", "retry", "shown"];

// The site's path and the lesson's id, from the page's address (<site>/notebooks/index.html?path=02-x.ipynb);
// in JupyterLab, from the label of the lesson's tab. Null outside a tutor site's lesson.
function place(el) {
  const m = location.pathname.match(/^(.*\/)(notebooks|lab|tree|edit)\/(index\.html)?$/);
  if (!m) return null;
  let path = new URLSearchParams(location.search).get("path");
  const panel = el.closest(".jp-NotebookPanel");
  if (m[2] === "lab" && panel && panel.id) {
    const tab = document.querySelector(`.lm-TabBar-tab[data-id="${CSS.escape(panel.id)}"] .lm-TabBar-tabLabel`);
    if (tab) path = tab.textContent;
  }
  if (!path || !path.endsWith(".ipynb")) return null;
  // a lesson in another language is in its language's folder (ja/02-x.ipynb): the same lesson, the same record
  const file = path.split("/").pop();
  return { base: m[1], app: m[2], file, path, lesson: file.replace(/\.ipynb$/, "").replace(/^\d+-/, "") };
}

const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);

// A lesson's record, with whatever is unreadable left out.
function clean(data) {
  const record = { v: 2, results: {}, at: {} };
  if (!isObject(data)) return record;
  for (const [step, result] of Object.entries(isObject(data.results) ? data.results : {})) {
    if (RESULTS.includes(result)) record.results[step] = result;
  }
  for (const [view, index] of Object.entries(isObject(data.at) ? data.at : {})) {
    if (Number.isInteger(index) && index >= 0) record.at[view] = index;
  }
  return record;
}

function parse(name) {
  try {
    return JSON.parse(localStorage.getItem(name));
  } catch (e) {
    return null; // unreadable: start afresh
  }
}

function load(base, lesson) {
  return clean(parse(KEY + base + lesson));
}

// True when stored (storage full or disabled: the lesson goes on, unrecorded).
function store(base, lesson, record) {
  try {
    localStorage.setItem(KEY + base + lesson, JSON.stringify(record));
    return true;
  } catch (e) {
    return false;
  }
}

// Release 1's results of the whole site move into the lessons' records (a result already there is kept); the old
// record is removed once every lesson's results are stored.
function migrate(base) {
  const old = parse(OLD_RESULTS + base);
  if (old === null) return;
  let moved = true;
  for (const [lesson, steps] of Object.entries(isObject(old) && isObject(old.lessons) ? old.lessons : {})) {
    if (!isObject(steps) || lesson.includes("/")) continue;
    const record = load(base, lesson);
    for (const [step, result] of Object.entries(steps)) {
      if (RESULTS.includes(result) && !(step in record.results)) record.results[step] = result;
    }
    moved = store(base, lesson, record) && moved;
  }
  if (moved) localStorage.removeItem(OLD_RESULTS + base);
}

function read(where) {
  migrate(where.base);
  return load(where.base, where.lesson);
}

// Add the results not stored yet (the first result of a step is the one kept).
function writeResults(where, results) {
  const record = read(where);
  let changed = false;
  for (const [step, result] of Object.entries(results || {})) {
    if (RESULTS.includes(result) && !(step in record.results)) {
      record.results[step] = result;
      changed = true;
    }
  }
  if (changed) store(where.base, where.lesson, record);
}

function writeStep(where, view, index) {
  const record = read(where);
  if (record.at[view] === index) return;
  record.at[view] = index;
  store(where.base, where.lesson, record);
}

// The step reached by this view: in its lesson's record, or (once) where release 1 kept it.
function reached(where, view) {
  const record = read(where);
  if (view in record.at) return record.at[view];
  const old = parse(OLD_STEP + where.base + view);
  if (!isObject(old) || !Number.isInteger(old.step) || old.step < 0) return null;
  record.at[view] = old.step;
  if (store(where.base, where.lesson, record)) localStorage.removeItem(OLD_STEP + where.base + view);
  return old.step;
}

// Links from one lesson to another (rendered Markdown pointing at files/<name>.ipynb) open the lesson in this tab,
// once the lesson is saved, instead of a new tab through the file browser.
function sameTabLinks(where) {
  if (window.__tutorLessonLinks || where.app !== "notebooks") return;
  window.__tutorLessonLinks = true;
  document.addEventListener(
    "click",
    async (ev) => {
      const a = ev.target && ev.target.closest ? ev.target.closest(".jp-RenderedMarkdown a[href]") : null;
      if (!a || ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return;
      const url = new URL(a.href, location.href);
      const prefix = where.base + "files/";
      if (url.origin !== location.origin || !url.pathname.startsWith(prefix)) return;
      const name = decodeURIComponent(url.pathname.slice(prefix.length));
      if (!/^(?:[a-z]{2}\/)?[^/]+\.ipynb$/.test(name)) return;
      ev.preventDefault();
      ev.stopImmediatePropagation();
      await saveLesson(a);
      location.assign(`${where.base}notebooks/index.html?path=${encodeURIComponent(name)}${url.hash}`);
    },
    true,
  );
}

// Save the open lesson before leaving it (autosave runs only every few seconds): the app's own Ctrl+S (Lumino
// reads the key from keyCode, which a synthetic event must be given), then a moment for the browser's storage.
async function saveLesson(from) {
  const target = from.closest(".jp-NotebookPanel") || document.body;
  const ev = new KeyboardEvent("keydown", { key: "s", code: "KeyS", ctrlKey: true, bubbles: true, cancelable: true });
  Object.defineProperty(ev, "keyCode", { get: () => 83 });
  target.dispatchEvent(ev);
  await new Promise((resolve) => setTimeout(resolve, 800));
}

// Bring the lesson box asked for into sight, and keep it there while the rest of the lesson runs (running the
// cells below scrolls the notebook), until the learner scrolls, clicks or types, or for 15 s at most.
function keepInSight(el) {
  let stop = false;
  const events = ["wheel", "touchstart", "pointerdown", "keydown"];
  const halt = () => {
    stop = true;
    for (const e of events) window.removeEventListener(e, halt, true);
  };
  for (const e of events) window.addEventListener(e, halt, true);
  const started = Date.now();
  const step = () => {
    if (stop || Date.now() - started > 15000) return halt();
    const view = el.closest(".tutor-lesson-view"); // once the lesson box is on the page
    const r = view ? view.getBoundingClientRect() : null;
    if (r && (r.top < 0 || r.top > innerHeight * 0.5)) view.scrollIntoView({ block: "start" });
    setTimeout(step, 250);
  };
  setTimeout(step, 100);
}

// The step the page's address asks for (#step-<id>), if it is one of these steps.
function wantedStep(steps) {
  const wanted = location.hash.match(/^#step-([0-9a-f]{8})$/);
  return wanted && steps.includes(wanted[1]) ? wanted[1] : null;
}

// The hand-over from the site's lesson engine: each event the learner makes in the picture from now on goes to
// Python too (after the resume, which carries the log so far); once Python has done every event, the engine takes
// its picture away and the live view shows.
function takeOver(model, handOver) {
  const done = () => {
    if (model.get("replayed") >= handOver.count()) handOver.release();
  };
  handOver.listen((start, log) => model.send({ event: "replay", start, log }));
  model.on("change:replayed", done);
}

function render({ model, el }) {
  let where = null;
  let resumed = false;
  const find = () => (where = where || place(el));
  const saveResults = () => {
    if (find()) writeResults(where, model.get("results"));
  };
  // the step reached is kept once the view has been told where to go (before that, it is the step Python drew
  // first, not one the learner chose)
  const saveStep = () => {
    if (resumed && find()) writeStep(where, model.get("key"), model.get("step"));
  };
  model.on("change:results", saveResults);
  model.on("change:step", saveStep);
  // once the view is on the page (in JupyterLab, its lesson is told by the panel it sits in)
  setTimeout(() => {
    if (!find()) return;
    saveResults();
    sameTabLinks(where);
    const steps = model.get("steps") || [];
    const stored = read(where).results;
    const at = reached(where, model.get("key"));
    const target = wantedStep(steps);
    const engine = window.tutorLessonEngine;
    const handOver = engine && typeof engine.claim === "function" ? engine.claim(model.get("key"), el) : null;
    if (handOver) takeOver(model, handOver);
    model.send({ event: "resume", stored, target, at, ...(handOver ? { log: handOver.log } : {}) });
    resumed = true;
    // a learner quicker than this moment has already left the first step: keep where they are
    if (model.get("step") > 0) saveStep();
    if (target) keepInSight(el);
  }, 50);
  return () => {
    model.off("change:results", saveResults);
    model.off("change:step", saveStep);
  };
}

export { load, place, reached, read, wantedStep, writeResults, writeStep };

export default { render };

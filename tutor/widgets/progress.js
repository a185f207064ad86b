// The browser side of tutor's progress tracker (tutor/widgets/progress.py): writes each step's result into
// localStorage, where the site's lesson map, reset page and teacher page read it (schema in progress.py):
//
//   "tutor-progress:v1:<site path>" -> {"v": 1, "lessons": {<lesson id>: {<step id>: "first"|"retry"|"shown"}}}
//
// When drawn, it tells Python what the browser holds for the view's steps and which step the page's address asks
// for (#step-<id>), so the view opens there. It also makes the links between lessons open in the same tab.

const KEY = "tutor-progress:v1:";
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
  const file = path.split("/").pop();
  return { base: m[1], app: m[2], lesson: file.replace(/\.ipynb$/, "").replace(/^\d+-/, "") };
}

function read(base) {
  try {
    const data = JSON.parse(localStorage.getItem(KEY + base));
    if (data && data.v === 1 && data.lessons && typeof data.lessons === "object") return data;
  } catch (e) {
    // unreadable: start afresh
  }
  return { v: 1, lessons: {} };
}

// Add the results not stored yet (the first result of a step is the one kept).
function write(where, results) {
  const data = read(where.base);
  const lesson = data.lessons[where.lesson] || {};
  let changed = false;
  for (const [step, result] of Object.entries(results || {})) {
    if (RESULTS.includes(result) && !(step in lesson)) {
      lesson[step] = result;
      changed = true;
    }
  }
  if (!changed) return;
  data.lessons[where.lesson] = lesson;
  try {
    localStorage.setItem(KEY + where.base, JSON.stringify(data));
  } catch (e) {
    // storage full or disabled: the lesson goes on, unrecorded
  }
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
      if (!/^[^/]+\.ipynb$/.test(name)) return;
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

function render({ model, el }) {
  let where = null;
  const save = () => {
    where = where || place(el);
    if (where) write(where, model.get("results"));
  };
  model.on("change:results", save);
  // once the view is on the page (in JupyterLab, its lesson is told by the panel it sits in)
  setTimeout(() => {
    where = place(el);
    if (!where) return;
    save();
    sameTabLinks(where);
    const steps = model.get("steps") || [];
    const stored = read(where.base).lessons[where.lesson] || {};
    const wanted = location.hash.match(/^#step-([0-9a-f]{8})$/);
    const target = wanted && steps.includes(wanted[1]) ? wanted[1] : null;
    model.send({ event: "resume", stored, target });
    if (target) keepInSight(el);
  }, 50);
  return () => model.off("change:results", save);
}

export default { render };

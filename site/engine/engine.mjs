// The site's lesson engine: a lesson's boxes answer clicks before Python has started.
//
// Loaded by the tutor-autorun extension as soon as the page starts (site/extensions/tutor-autorun). Every static
// picture of a lesson box (site/pictures.py: div.tutor-static[data-tutor-view=<key>]) is made a box that works:
// its table of answers (site/answers.py, answers/<lesson>.json) says what each click shows (lessons.mjs looks it
// up), and the learner's place and results go to the same store as the live view's (tutor/widgets/progress.js,
// imported from beside this file). Pictures of the other widgets (a table to play at, a replay) wait for Python,
// with the seconds so far.
//
// The hand-over, when Python is ready: the extension asks hold() for every cell it is about to run, which keeps a
// copy of the cell's pictures on show, still answering, while the cell runs and its live view is drawn out of
// sight; the live view's own front end (progress.js) then claim()s the box's log, Python does it again, and once
// every event is done the copy goes and the live view shows, at the step reached with the answers given.

import * as lessons from "./lessons.mjs";
import { place, reached, read, wantedStep, writeResults, writeStep } from "./progress.js";

const boxes = new Map(); // key -> {table, state, log, roots: Set, where, claimed, released, listener}
const files = new Map(); // lesson file -> Promise of its tables ({views: {key: table}})
const mounted = new WeakMap(); // picture -> the promise of its mounting
const holds = new Set();

// the seconds so far, in the notes of the pictures that wait for Python
function seconds() {
  return Math.max(1, Math.round(performance.now() / 1000));
}

function tablesOf(where) {
  const path = where.path || where.file; // ja/02-x.ipynb: the lesson in Japanese has its own table
  if (!files.has(path)) {
    const url = `${where.base}answers/${path.replace(/\.ipynb$/, "").split("/").map(encodeURIComponent).join("/")}.json`;
    files.set(
      path,
      fetch(url)
        .then((r) => (r.ok ? r.json() : { views: {} }))
        .catch(() => ({ views: {} })),
    );
  }
  return files.get(path);
}

// The tables of the lesson the page's address opens, asked for at once: they are there when its pictures show.
function prefetch() {
  const where = place(document.body);
  if (where) tablesOf(where);
}

function noteOf(root) {
  return root.querySelector(":scope > .tutor-static-note");
}

function pictureOf(root) {
  return root.querySelector(":scope > .tutor-static-picture");
}

// what has the focus in a box, to give it back after the box is drawn again
function focused(root) {
  const el = document.activeElement;
  if (!el || !root.contains(el)) return null;
  if (el.dataset && el.dataset.card) return `.tutor-card[data-card="${CSS.escape(el.dataset.card)}"]`;
  const action = [...el.classList].find((c) => c.startsWith("tutor-do-"));
  if (action) return `.${action}`;
  const options = [...root.querySelectorAll(".tutor-option, .tutor-card-button")];
  const i = options.indexOf(el);
  return i >= 0 ? i : null;
}

function refocus(root, where) {
  if (where === null) return;
  const el =
    typeof where === "number"
      ? root.querySelectorAll(".tutor-option, .tutor-card-button")[where]
      : root.querySelector(where);
  if (el && !el.disabled) el.focus();
}

function draw(box) {
  const html = lessons.html(box.table, box.state);
  for (const root of [...box.roots]) {
    if (!root.isConnected) {
      box.roots.delete(root);
      continue;
    }
    const picture = pictureOf(root);
    const note = noteOf(root);
    if (html === null) {
      // the step is made by Python (a drill's next exercise): wait for it, saying so
      picture.inert = true;
      root.classList.remove("tutor-engine");
      if (note) {
        note.hidden = false;
        note.dataset.waiting = note.dataset.needsPython || note.dataset.waiting || "";
      }
      continue;
    }
    const focus = focused(root);
    picture.innerHTML = html;
    refocus(root, focus);
  }
  tick();
}

function store(box) {
  if (!box.where) return;
  const done = lessons.result(box.table, box.state);
  if (done) writeResults(box.where, { [done.step]: done.result });
}

// Do what a click asks, log it, draw the box, keep the place and the result.
function act(box, action, option = null) {
  if (box.released) return;
  const before = box.state.index;
  const event = lessons.act(box.table, box.state, action, option);
  if (event === null) return;
  box.log.push(event);
  if (box.where && box.state.index !== before) writeStep(box.where, box.table.key, box.state.index);
  store(box);
  draw(box);
  if (box.listener) box.listener(box.log.length - 1, [event]);
}

function onClick(box, root, ev) {
  const picture = pictureOf(root);
  if (!picture || !picture.contains(ev.target) || lessons.step(box.table, box.state) === null) return;
  const at = lessons.step(box.table, box.state);
  const button = ev.target.closest("button");
  if (button && picture.contains(button)) {
    if (button.disabled) return;
    const action = [...button.classList].find((c) => c.startsWith("tutor-do-"));
    if (action) return act(box, action.slice("tutor-do-".length));
    const options = [...picture.querySelectorAll(".tutor-option, .tutor-card-button")];
    const i = options.indexOf(button);
    if (i >= 0) act(box, at.multi ? "toggle" : "answer", i);
    return;
  }
  const card = ev.target.closest(".tutor-card[data-card]");
  if (card && at.cards && card.getAttribute("role") === "button") {
    const i = at.cards.indexOf(card.dataset.card);
    if (i >= 0) act(box, at.multi ? "toggle" : "answer", i);
  }
}

// The keys of a card row, as the live one (tutor/widgets/cards.js): arrows move, Enter or Space chooses.
function onKey(root, ev) {
  const card = ev.target.closest && ev.target.closest(".tutor-card[role='button']");
  if (!card || !root.contains(card)) return;
  const row = [...card.parentElement.querySelectorAll(".tutor-card[role='button']")];
  const at = row.indexOf(card);
  const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0 };
  moves.End = row.length - 1;
  if (ev.key in moves) {
    const to = row[Math.max(0, Math.min(row.length - 1, moves[ev.key]))];
    row.forEach((c) => (c.tabIndex = c === to ? 0 : -1));
    to.focus();
  } else if (ev.key === "Enter" || ev.key === " ") {
    card.click();
  } else return;
  ev.preventDefault();
  ev.stopPropagation(); // keep JupyterLab from taking the keys for notebook commands
}

function attach(box, root) {
  box.roots.add(root);
  if (!mounted.has(root)) mounted.set(root, Promise.resolve());
  root.classList.add("tutor-engine");
  root.removeAttribute("aria-busy");
  const note = noteOf(root);
  if (note) note.hidden = true;
  pictureOf(root).inert = false;
  root.addEventListener("click", (ev) => onClick(box, root, ev));
  root.addEventListener("keydown", (ev) => onKey(root, ev));
  draw(box);
}

function mount(root) {
  if (!mounted.has(root)) mounted.set(root, mountNow(root).catch((err) => console.warn("tutor lesson engine:", err)));
  return mounted.get(root);
}

async function mountNow(root) {
  const key = root.dataset.tutorView;
  const known = boxes.get(key);
  if (known) {
    if (!known.released) attach(known, root);
    return;
  }
  const where = place(root);
  if (!where || !pictureOf(root)) return;
  const table = (await tablesOf(where)).views[key];
  if (!table || table.v !== lessons.VERSION || !root.isConnected) return;
  if (boxes.has(key)) {
    // made meanwhile (another picture of the same box)
    if (!boxes.get(key).released) attach(boxes.get(key), root);
    return;
  }
  const stored = read(where).results;
  const index = lessons.opening(table, {
    stored,
    target: wantedStep(table.steps),
    at: reached(where, key),
  });
  const box = {
    table,
    state: lessons.create(table, 0),
    log: [],
    roots: new Set(),
    where,
    claimed: false,
    released: false,
    listener: null,
  };
  boxes.set(key, box);
  if (index !== 0) {
    box.log.push(lessons.act(table, box.state, "goto", index));
    writeStep(where, key, index);
  }
  attach(box, root);
  if (wantedStep(table.steps)) root.scrollIntoView({ block: "start" });
}

function scan(node) {
  if (!(node instanceof Element)) return;
  const found = node.matches(".tutor-static[data-tutor-view]") ? [node] : [];
  found.push(...node.querySelectorAll(".tutor-static[data-tutor-view]"));
  for (const root of found) mount(root);
}

// Every picture of a lesson box under `node` made a box that answers (or given up: no table), within `ms`.
export function settled(node, ms = 5000) {
  const roots = [...node.querySelectorAll(".tutor-static[data-tutor-view]")];
  const timeout = new Promise((resolve) => setTimeout(resolve, ms));
  return Promise.race([Promise.all(roots.map(mount)), timeout]);
}

// The notes of the pictures still waiting for Python say for how long.
function tick() {
  const s = String(seconds());
  for (const note of document.querySelectorAll(".tutor-static .tutor-static-note[data-waiting]")) {
    if (note.hidden) continue;
    const text = note.dataset.waiting.replace("{seconds}", s);
    if (note.textContent !== text) note.textContent = text;
  }
}

// -- the hand-over -------------------------------------------------------------------------------------------

function reveal(hold) {
  if (!holds.has(hold)) return;
  holds.delete(hold);
  clearTimeout(hold.timer);
  hold.copy.remove();
  hold.area.style.display = hold.display;
}

function released(hold) {
  return hold.keys.every((key) => !boxes.has(key) || boxes.get(key).released);
}

// Before the extension runs a cell: if its outputs hold boxes this engine answers, a copy of them stays on show,
// still answering, and the cell's own outputs (cleared, then the live view drawn there) are kept out of sight
// until every box has been handed over. Returns a handle for executed(), or null.
export function hold(area) {
  const keys = [...area.querySelectorAll(".tutor-static.tutor-engine[data-tutor-view]")]
    .map((root) => root.dataset.tutorView)
    .filter((key) => boxes.has(key) && !boxes.get(key).released);
  if (!keys.length) return null;
  const copy = area.cloneNode(true);
  copy.classList.add("tutor-holder");
  copy.removeAttribute("id");
  const handle = { area, copy, keys, display: area.style.display, timer: null };
  area.after(copy);
  area.style.display = "none";
  holds.add(handle);
  for (const root of copy.querySelectorAll(".tutor-static[data-tutor-view]")) {
    const box = boxes.get(root.dataset.tutorView);
    if (box && !box.released) attach(box, root);
  }
  return handle;
}

// The cell has run: with no live view among its outputs (an error), show them now; else give the live views time
// to be drawn and take their boxes over, and show the outputs anyway after a while.
export function executed(handle, live) {
  if (!handle || !holds.has(handle)) return;
  if (!live || released(handle)) return reveal(handle);
  handle.timer = setTimeout(() => reveal(handle), 60000);
}

// The live view of box `key` takes it over (called by its front end, progress.js): what the learner did so far,
// each later event as it comes, and release() once Python has done them all. Null when this engine did not
// answer that box, or it was handed over already.
function claim(key) {
  const box = boxes.get(key);
  if (!box || box.claimed || box.released) return null;
  box.claimed = true;
  return {
    log: box.log.slice(),
    count: () => box.log.length,
    listen: (listener) => {
      box.listener = listener;
    },
    release: () => {
      if (box.released) return;
      box.released = true;
      box.listener = null;
      for (const hold of [...holds]) if (hold.keys.includes(key) && released(hold)) reveal(hold);
    },
  };
}

// What a cell shows while Python starts when the engine cannot answer it (its code was edited): the cell's last
// output, inert, under the note that says Python is getting ready, with the seconds so far, in the lesson's
// language (site/pictures.py writes the note in every language of the site: waiting.json, language -> HTML).
let waitingHtml = null;

// the language of the page's lesson: its folder (ja/02-x.ipynb), English at the top
function lessonLanguage() {
  const where = place(document.body);
  return where && where.path.includes("/") ? where.path.split("/")[0] : "en";
}

export function waiting(inner) {
  if (waitingHtml === null) return null;
  const html = waitingHtml[lessonLanguage()] || waitingHtml.en || "";
  const slot = "<!--picture-->";
  const at = html.indexOf(slot);
  return at < 0 ? null : html.slice(0, at) + inner + html.slice(at + slot.length);
}

export const ready = fetch(new URL("waiting.json", import.meta.url))
  .then((r) => (r.ok ? r.json() : null))
  .then((notes) => {
    waitingHtml = notes;
  })
  .catch(() => {});

let started = false;

export function start() {
  if (started) return;
  started = true;
  window.tutorLessonEngine = { claim, version: lessons.VERSION };
  prefetch();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  scan(document.body);
  setInterval(tick, 1000);
}

// The lesson boxes of a lesson before Python starts: what a click does, looked up in the box's table of answers.
//
// The table (site/answers.py) was made at build time by driving the lesson view itself through every answer of
// every step; it holds the pictures of the view's parts and, for each answer, the feedback the lesson model gave
// and how the step's record went. This module holds no rule, no wording and no markup: it keeps where the learner
// is, looks each click up, and puts the view's picture together from the recorded parts, in the view's own order.
// site/answers.py checks at build time that every picture put together this way is the live view's. No DOM here
// (site/engine/engine.mjs draws it), so it runs under Node too (tests/test_site_answers.py).

export const VERSION = 1;

// The actions of the view's buttons (the classes tutor-do-<action>; tutor.widgets.lesson_view.ACTIONS), with
// "answer" (an option of a step with one answer), "toggle" (an option of a step answered with several) and "goto".
export const ACTIONS = ["hint", "show", "retry", "back", "next", "reset", "check"];

// Where the view opens (tutor.widgets.progress.ProgressTracker.resume, the same choice): the step asked for by
// the address; else the step reached, if later than the first; else the first step without a result if some
// step has one; else the first.
export function opening(table, { stored = {}, target = null, at = null } = {}) {
  const steps = table.steps;
  if (target !== null && steps.includes(target)) return steps.indexOf(target);
  if (Number.isInteger(at) && at > 0 && (table.total === null || at < table.total)) return at;
  if (steps.length && steps.some((s) => s in stored)) {
    const free = steps.findIndex((s) => !(s in stored));
    return free >= 0 ? free : steps.length - 1;
  }
  return 0;
}

// A fresh state of the view, at step `index`.
export function create(table, index = 0) {
  const state = { index, records: {}, hints: {}, last: {}, shown: false, fb: -1, row: -1, chosen: 0 };
  draw(table, state);
  return state;
}

// The step on show, or null when it waits for Python (a drill's exercise not recorded, a step too large).
export function step(table, state) {
  const at = table.at[state.index];
  return at === undefined ? null : at;
}

function record(table, state) {
  return state.records[state.index] || table.records.start;
}

// The view as it draws a step (LessonView.render): nothing chosen, the step's last answer on show if any.
function draw(table, state) {
  const at = step(table, state);
  state.shown = false;
  state.chosen = 0;
  if (at === null) return;
  state.fb = at.fb;
  state.row = at.row;
  const last = state.last[state.index];
  if (last !== undefined && last !== null) {
    const [, fb, row] = table.said[last];
    state.fb = fb;
    state.row = row;
  }
}

function answer(table, state, entry) {
  const [correct, fb, row] = table.said[entry];
  state.records[state.index] = table.records.states[record(table, state)][correct ? "right" : "wrong"];
  state.last[state.index] = entry;
  state.fb = fb;
  state.row = row;
}

// Do `action` (with `option`, an option's index, for "answer" and "toggle"; a step's index for "goto"). Returns
// the event for the log ([action, step index, option]), or null when the action does nothing here (a disabled
// button, an option that is not there, a step waiting for Python).
export function act(table, state, action, option = null) {
  const here = state.index;
  const at = step(table, state);
  const event = option === null ? [action, here] : [action, here, option];
  const last = table.total === null ? Infinity : table.total - 1;
  if (action === "goto") {
    if (!Number.isInteger(option) || option < 0 || option > last) return null;
    state.index = option;
    draw(table, state);
    return ["goto", option];
  }
  if (action === "reset") {
    Object.assign(state, { index: 0, records: {}, hints: {}, last: {} });
    draw(table, state);
    return event;
  }
  if (action === "back" || action === "next") {
    const to = here + (action === "next" ? 1 : -1);
    if (to < 0 || to > last) return null;
    state.index = to;
    draw(table, state);
    return event;
  }
  if (at === null) return null;
  const states = table.records.states;
  const options = at.multi ? at.opts.length : at.say.length;
  if (action === "answer" || action === "toggle") {
    if (!Number.isInteger(option) || option < 0 || option >= options) return null;
    if ((action === "toggle") !== at.multi) return null;
    if (action === "answer") {
      answer(table, state, at.say[option]);
    } else {
      state.chosen ^= 1 << option;
      // with cards, changing the choice after an answer clears the line under the cards
      const answered = state.last[here] !== undefined && state.last[here] !== null;
      if (at.cards && answered) state.row = at.row;
    }
    return event;
  }
  if (action === "check") {
    if (!at.multi) return null;
    answer(table, state, at.say[state.chosen]);
    return event;
  }
  if (action === "hint") {
    const seen = state.hints[here] || 0;
    if (seen + 1 >= at.hints.length) return null; // no hint left: the button is disabled
    state.hints[here] = seen + 1;
    return event;
  }
  if (action === "show") {
    state.records[here] = states[record(table, state)].show;
    state.fb = at.shown.fb;
    state.row = at.shown.row;
    if (at.multi) state.chosen = at.right;
    else state.shown = true;
    return event;
  }
  if (action === "retry") {
    state.records[here] = states[record(table, state)].retry;
    state.last[here] = null;
    draw(table, state);
    return event;
  }
  return null;
}

// How the current step went: its id and what the learner's progress keeps ("first", "retry", "shown"), or null.
export function result(table, state) {
  const at = step(table, state);
  if (at === null || !at.id) return null;
  const kept = table.records.states[record(table, state)].result;
  return kept ? { step: at.id, result: kept } : null;
}

function replaceOnce(text, old, fresh) {
  const i = text.indexOf(old);
  return i < 0 ? text : text.slice(0, i) + fresh + text.slice(i + old.length);
}

// The picture of the view in this state (HTML), or null when its step waits for Python.
export function html(table, state) {
  const at = step(table, state);
  if (at === null) return null;
  const s = table.strings;
  const states = table.records.states;
  let score = 0;
  let done = 0;
  for (const key of Object.values(state.records)) {
    score += states[key].score ? 1 : 0;
    done += states[key].done ? 1 : 0;
  }
  const now = states[record(table, state)];
  const progress = s[at.prog[now.status ? 1 : 0]]
    .replace("{score}", String(score))
    .replace("{done}", String(done))
    .replace("{status}", now.status);
  let answers = s[state.shown ? at.shown.ans : at.ans];
  if (at.multi) {
    at.opts.forEach(([off, on], i) => {
      if (state.chosen & (1 << i)) answers = replaceOnce(answers, s[off], s[on]);
    });
  }
  if (at.cards) answers = replaceOnce(answers, s[state.shown ? at.shown.row : at.row], s[state.row]);
  const seen = state.hints[state.index] || 0;
  const parts = {
    head: s[at.head],
    prog: progress,
    prompt: s[at.prompt],
    scen: s[at.scen],
    ans: answers,
    fb: s[state.fb],
    hints: s[at.hints[seen]],
    ctl: s[at.ctl[seen + 1 < at.hints.length ? 0 : 1]],
    tracker: s[at.tracker],
  };
  return s[table.open] + table.order.map((name) => parts[name]).join("") + "</div>";
}

// A learner's progress, as the start page, the reset page and the teacher page read it: the results the lessons
// keep in this browser (written by tutor/widgets/progress.js), the learner's progress file and code, and the
// class table's CSV. Nothing here puts a learner's text into HTML: the pages show it with textContent only.
//
// Storage (schema 2, one record per lesson, written by the lessons; see tutor/widgets/progress.py):
//   localStorage["tutor-progress:v2:<site path><lesson id>"] =
//     {"v": 2, "results": {<step id>: "first" | "retry" | "shown"}, "at": {<lesson box key>: <step index>}}
// Release 1's one record of the site's results, localStorage["tutor-progress:v1:<site path>"] =
//   {"v": 1, "lessons": {<lesson id>: {<step id>: <result>}}}, is moved into these records when first read.
// Progress file (format 1), JSON:
//   {"format": "tutor-progress", "version": 1, "name": <as typed>, "release": <site release>,
//    "site": <site address>, "saved": <ISO time>, "lessons": {<lesson id>: {<step id>: <result>}}, "check": <hex>}
// Progress code: "TUTOR1-" + base64url (UTF-8) of {"n": name, "r": release, "s": site, "t": saved,
//   "l": {<lesson id>: "<digest of the lesson's step ids>:<a letter per step: f, r, s or ->"}, "c": <check>}.
"use strict";

const tutorProgress = (() => {
  const VERSION = 1;
  const FORMAT = "tutor-progress";
  const CODE_PREFIX = "TUTOR1-";
  const RESULTS = { first: "right at the first try", retry: "right after a retry", shown: "answer shown" };
  const MAX_BYTES = 1_000_000;
  const MAX_NAME = 100;
  const base = new URL(".", location.href).pathname;
  const prefix = "tutor-progress:v2:" + base;
  const oldKey = "tutor-progress:v1:" + base;
  const site = location.origin + base;

  const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
  const isResult = (x) => typeof x === "string" && Object.hasOwn(RESULTS, x);

  function stored(name) {
    try {
      return JSON.parse(localStorage.getItem(name));
    } catch (e) {
      return null;
    }
  }

  // The lesson ids with a record in this browser (a site at a deeper path has keys that start alike: its lesson
  // ids would hold a "/", which no lesson id does).
  function lessonIds() {
    const ids = [];
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (name && name.startsWith(prefix) && !name.slice(prefix.length).includes("/")) {
        ids.push(name.slice(prefix.length));
      }
    }
    return ids;
  }

  // A lesson's record, whatever is unreadable left out.
  function record(lesson) {
    const data = stored(prefix + lesson);
    const kept = { v: 2, results: {}, at: {} };
    if (!isObject(data)) return kept;
    for (const [step, result] of Object.entries(isObject(data.results) ? data.results : {})) {
      if (isResult(result)) kept.results[step] = result;
    }
    for (const [view, index] of Object.entries(isObject(data.at) ? data.at : {})) {
      if (Number.isInteger(index) && index >= 0) kept.at[view] = index;
    }
    return kept;
  }

  function store(lesson, data) {
    if (Object.keys(data.results).length || Object.keys(data.at).length) {
      localStorage.setItem(prefix + lesson, JSON.stringify(data));
    } else {
      localStorage.removeItem(prefix + lesson);
    }
  }

  // Release 1's record of the site's results moves into the lessons' records (a result already there is kept).
  function migrate() {
    const old = stored(oldKey);
    if (old === null) return;
    if (isObject(old) && old.v === 1 && isObject(old.lessons)) {
      for (const [lesson, steps] of Object.entries(old.lessons)) {
        if (!isObject(steps) || lesson.includes("/")) continue;
        const data = record(lesson);
        for (const [step, result] of Object.entries(steps)) {
          if (isResult(result) && !(step in data.results)) data.results[step] = result;
        }
        store(lesson, data);
      }
    }
    localStorage.removeItem(oldKey);
  }

  // The results kept in this browser: {lesson id: {step id: result}} (whatever is unreadable is left out).
  function read() {
    try {
      migrate();
    } catch (e) {
      // storage full or disabled: read what there is
    }
    const lessons = {};
    for (const lesson of lessonIds()) {
      const results = record(lesson).results;
      if (Object.keys(results).length) lessons[lesson] = results;
    }
    return lessons;
  }

  // Make the results in this browser these (the steps reached in the lessons are kept).
  function write(lessons) {
    migrate();
    for (const lesson of new Set([...lessonIds(), ...Object.keys(lessons)])) {
      if (lesson.includes("/")) continue;
      const data = record(lesson);
      data.results = {};
      for (const [step, result] of Object.entries(isObject(lessons[lesson]) ? lessons[lesson] : {})) {
        if (isResult(result)) data.results[step] = result;
      }
      store(lesson, data);
    }
  }

  // Forget the steps reached in these lessons (they open at their first step without a result).
  function forgetPlaces(ids) {
    migrate();
    for (const lesson of ids) {
      if (!lessonIds().includes(lesson)) continue;
      const data = record(lesson);
      data.at = {};
      store(lesson, data);
    }
  }

  function clear() {
    localStorage.removeItem(oldKey);
    for (const lesson of lessonIds()) localStorage.removeItem(prefix + lesson);
  }

  // One lesson's progress from its results: steps done, right at the first try, of how many, and the step to
  // continue at (the first without a result; null when all are done). Results of steps the lesson no longer
  // has (an older release) are kept in storage but not counted.
  function summary(lesson, results) {
    results = results || {};
    let done = 0;
    let first = 0;
    let next = null;
    for (const step of lesson.steps) {
      const r = results[step];
      if (isResult(r)) {
        done += 1;
        if (r === "first") first += 1;
      } else if (next === null) {
        next = step;
      }
    }
    return { done, first, total: lesson.steps.length, next };
  }

  // The address that opens a lesson at the step reached.
  function continueUrl(app, lesson, results) {
    const { done, next } = summary(lesson, results);
    const url = `${app}/index.html?path=${encodeURIComponent(lesson.file)}`;
    return done && next ? `${url}#step-${next}` : url;
  }

  // A JSON text with its object keys sorted (what the check is computed on).
  function canonical(x) {
    if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
    if (isObject(x)) {
      return "{" + Object.keys(x).sort().map((k) => JSON.stringify(k) + ":" + canonical(x[k])).join(",") + "}";
    }
    return JSON.stringify(x);
  }

  // FNV-1a, 32 bits, in hex.
  function fnv(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, "0");
  }

  // The check of a file (or of a code's content): finds one changed by hand or damaged (no protection against
  // a learner who reads this page).
  function check(file) {
    const { check: _, c: __, ...rest } = file;
    return fnv(canonical(rest));
  }

  // The learner's progress file (an object), from the results in this browser.
  function makeFile(name, release) {
    const file = {
      format: FORMAT,
      version: VERSION,
      name: String(name).trim().slice(0, MAX_NAME),
      release,
      site,
      saved: new Date().toISOString(),
      lessons: read(),
    };
    file.check = check(file);
    return file;
  }

  function fileName(file) {
    const safe = file.name.normalize("NFKD").replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || "learner";
    return `tutor-progress-${safe}.json`;
  }

  function toBase64url(text) {
    const bytes = new TextEncoder().encode(text);
    let bin = "";
    for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64url(text) {
    const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }

  // The code of a file: the results of each lesson of this release as one letter per step, in the lesson's order
  // (f, r, s, or - for none), after a digest of the lesson's step ids, so that a code read by another release
  // of a lesson is recognised; then the whole in base64url (858 characters for all 174 steps of the lessons done).
  const LETTER = { first: "f", retry: "r", shown: "s" };
  const RESULT = { f: "first", r: "retry", s: "shown" };

  function toCode(file, map) {
    const l = {};
    for (const lesson of map.lessons) {
      const results = file.lessons[lesson.id] || {};
      const marks = lesson.steps.map((step) => LETTER[results[step]] || "-").join("").replace(/-+$/, "");
      if (marks) l[lesson.id] = fnv(lesson.steps.join(",")) + ":" + marks;
    }
    const code = { n: file.name, r: file.release, s: file.site, t: file.saved, l };
    code.c = check(code);
    return CODE_PREFIX + toBase64url(JSON.stringify(code));
  }

  // A code's content as a file (results of lessons whose steps differ in this release are counted as unknown).
  function fromCode(text, map) {
    let code;
    try {
      code = JSON.parse(fromBase64url(text));
    } catch (e) {
      throw new Refused("This code is damaged or incomplete: copy it again, whole.");
    }
    if (!isObject(code) || !isObject(code.l) || typeof code.c !== "string" || code.c !== check(code)) {
      throw new Refused("This code is damaged or was changed: copy it again, whole.");
    }
    const lessons = {};
    let unknown = 0;
    for (const [id, value] of Object.entries(code.l)) {
      const lesson = map.lessons.find((x) => x.id === id);
      const [digest, marks] = typeof value === "string" ? value.split(":") : [];
      if (!/^[frs-]*$/.test(marks || "")) throw new Refused("This code is damaged: copy it again, whole.");
      if (!lesson || digest !== fnv(lesson.steps.join(",")) || marks.length > lesson.steps.length) {
        unknown += [...marks].filter((m) => m !== "-").length;
        continue;
      }
      const results = {};
      [...marks].forEach((m, i) => { if (m in RESULT) results[lesson.steps[i]] = RESULT[m]; });
      lessons[id] = results;
    }
    return { format: FORMAT, version: VERSION, name: code.n, release: code.r, site: code.s, saved: code.t, lessons, unknown };
  }

  class Refused extends Error {}

  // A learner's file or code (text), checked against this site's lesson map:
  // {name, release, site, saved, lessons: {lesson id: {step id: result}}, notes: [sentences]}.
  // Throws an Error whose message says, in words, why the text is refused.
  function parse(text, map) {
    if (typeof text !== "string") throw new Refused("This is not a progress file.");
    if (text.length > MAX_BYTES) throw new Refused("This file is too big to be a progress file.");
    text = text.trim();
    let file;
    let unknown = 0;
    if (text.toUpperCase().startsWith(CODE_PREFIX)) {
      const code = text.slice(CODE_PREFIX.length).replace(/\s+/g, "");
      if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new Refused("This code is damaged: it has characters a code never has.");
      file = fromCode(code, map);
      unknown = file.unknown;
    } else {
      try {
        file = JSON.parse(text);
      } catch (e) {
        throw new Refused("This is not a progress file of the tutor lessons (it cannot be read), or it is damaged.");
      }
      if (!isObject(file) || file.format !== FORMAT) {
        throw new Refused("This is not a progress file of the tutor lessons.");
      }
      if (file.version !== VERSION) {
        throw new Refused(`This progress file has format version ${JSON.stringify(file.version)}; this page reads version ${VERSION}.`);
      }
      if (typeof file.check !== "string" || file.check !== check(file)) {
        throw new Refused("This progress file was changed after it was saved, or it is damaged: ask for a new one.");
      }
    }
    if (typeof file.name !== "string" || !file.name.trim()) throw new Refused("This progress file has no learner's name.");
    if (file.name.length > MAX_NAME) throw new Refused("This progress file's name is too long.");
    if (!isObject(file.lessons)) throw new Refused("This progress file has no results.");
    const known = new Map(map.lessons.map((l) => [l.id, new Set(l.steps)]));
    const lessons = {};
    let total = unknown;
    for (const [lesson, steps] of Object.entries(file.lessons)) {
      if (!isObject(steps)) throw new Refused("This progress file is damaged (a lesson's results cannot be read).");
      for (const [step, result] of Object.entries(steps)) {
        if (!(isResult(result))) throw new Refused("This progress file is damaged (a result is not one the lessons give).");
        total += 1;
        if (known.has(lesson) && known.get(lesson).has(step)) {
          (lessons[lesson] = lessons[lesson] || {})[step] = result;
        } else {
          unknown += 1;
        }
      }
    }
    const notes = [];
    const release = typeof file.release === "string" ? file.release : "?";
    const from = typeof file.site === "string" ? file.site : "?";
    if (total && unknown === total) {
      throw new Refused(`This progress file comes from another site or release (${from}, release ${release}): none of its steps are lessons of this site.`);
    }
    if (from !== site) notes.push(`saved on another copy of the site (${from})`);
    if (release !== map.release) notes.push(`saved with release ${release}`);
    if (unknown) notes.push(`${unknown} result(s) for steps this release does not have were left out`);
    return {
      name: file.name.trim(),
      release,
      site: from,
      saved: typeof file.saved === "string" ? file.saved : "",
      lessons,
      notes,
    };
  }

  // One CSV cell: quoted, quotes doubled, and a cell a spreadsheet would take for a formula made plain text.
  function csvCell(value) {
    let text = String(value ?? "");
    if (/^[=+\-@\t\r|%]/.test(text)) text = "'" + text;
    return '"' + text.replace(/"/g, '""') + '"';
  }

  function csv(rows) {
    return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
  }

  return {
    VERSION, FORMAT, RESULTS, prefix, site, read, write, forgetPlaces, clear, summary, continueUrl, check, makeFile, fileName,
    toCode, fromCode, parse, csv, csvCell, Refused,
  };
})();

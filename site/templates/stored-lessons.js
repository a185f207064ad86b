// What the start page and the reset page both need: the lessons a learner has stored in this browser, and
// whether a stored copy's text differs from the shipped lesson. JupyterLite keeps notebooks in IndexedDB
// (localforage, database "JupyterLite Storage - <site path>", store "files").
"use strict";

const tutorStorage = (() => {
  const base = new URL(".", location.href).pathname;

  // The site's storage database, or null when nothing has been stored yet (it is never created here).
  function openDb() {
    return new Promise((resolve) => {
      let req;
      try { req = indexedDB.open("JupyterLite Storage - " + base); } catch (e) { resolve(null); return; }
      req.onupgradeneeded = () => req.transaction.abort();
      req.onerror = () => resolve(null);
      req.onsuccess = () => resolve(req.result);
    });
  }

  // The stored copies of the given lessons (their JupyterLite content models).
  async function storedLessons(lessons) {
    const db = await openDb();
    if (!db || !db.objectStoreNames.contains("files")) { if (db) db.close(); return []; }
    return new Promise((resolve) => {
      const all = db.transaction("files", "readonly").objectStore("files").getAll();
      all.onsuccess = () => { db.close(); resolve(all.result.filter((m) => m && lessons.includes(m.path))); };
      all.onerror = () => { db.close(); resolve([]); };
    });
  }

  // The text of a notebook: cell types and sources (outputs and metadata left out).
  function text(nb) {
    const cells = (nb && nb.cells) || [];
    return JSON.stringify(cells.map((c) => [c.cell_type, Array.isArray(c.source) ? c.source.join("") : c.source]));
  }

  // Whether a stored copy's text differs from the shipped lesson (the learner's edits, or an older release).
  async function differs(model) {
    try {
      const content = typeof model.content === "string" ? JSON.parse(model.content) : model.content;
      const shipped = await (await fetch("files/" + model.path.split("/").map(encodeURIComponent).join("/"))).json();
      return text(content) !== text(shipped);
    } catch (e) {
      return true;
    }
  }

  return { base, openDb, storedLessons, differs };
})();

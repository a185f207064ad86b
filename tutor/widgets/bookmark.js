// Keeps the step a learner reached in a lesson in the browser's localStorage (see bookmark.py), so that a
// reload, which starts Python afresh, brings the lesson back to that step. Nothing to see.

function storageName(key) {
  // the site's root (the lessons open one folder below it, in notebooks/ or lab/): one set of places per site
  return "tutor-step:" + new URL("..", location.href).pathname + key;
}

function render({ model, el }) {
  el.style.display = "none";
  const name = storageName(model.get("key"));
  let stored = null;
  try {
    stored = JSON.parse(localStorage.getItem(name) || "null");
  } catch (err) {
    stored = null;
  }
  // only a fresh view (at its first step) goes back to the stored step: a learner who moved since wins
  if (stored && Number.isInteger(stored.step) && stored.step > 0 && model.get("step") === 0) {
    model.send({ event: "restore", step: stored.step });
  }
  const save = () => {
    try {
      localStorage.setItem(name, JSON.stringify({ step: model.get("step") }));
    } catch (err) {
      // storage full or forbidden: the lesson works, it only forgets the place
    }
  };
  model.on("change:step", save);
  return () => model.off("change:step", save);
}

export default { render };

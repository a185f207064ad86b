// The clickable row of cards behind tutor's card views (an anywidget front end).
//
// Python sends `items` (one object per card: card, label, title, svg, state, selected, clickable) and
// `feedback`; this module draws them and sends back {event: "click", card} when a card is chosen with the
// mouse or with the keyboard (arrow keys move, Enter or Space chooses). The rules live in Python only.

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "tutor-cards";
  const caption = document.createElement("div");
  caption.className = "tutor-caption";
  const row = document.createElement("div");
  row.className = "tutor-row";
  const feedback = document.createElement("div");
  feedback.className = "tutor-feedback";
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");
  root.append(caption, row, feedback);
  el.appendChild(root);

  let focusIndex = 0;

  function cards() {
    return Array.from(row.querySelectorAll(".tutor-card[role='button']"));
  }

  function focusAt(index) {
    const all = cards();
    if (!all.length) return;
    focusIndex = Math.max(0, Math.min(all.length - 1, index));
    all.forEach((card, i) => (card.tabIndex = i === focusIndex ? 0 : -1));
    all[focusIndex].focus();
  }

  function draw() {
    const hadFocus = row.contains(document.activeElement);
    const focused = cards().indexOf(document.activeElement);
    if (focused >= 0) focusIndex = focused;
    const items = model.get("items") || [];
    const label = model.get("label") || "cards";
    caption.textContent = model.get("caption") || "";
    caption.hidden = !caption.textContent;
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", label);
    row.style.setProperty("--tutor-overlap", String(model.get("overlap")));
    row.style.setProperty("--tutor-card-width", String(model.get("card_width")) + "px");
    row.replaceChildren();
    let clickable = 0;
    items.forEach((item) => {
      const card = document.createElement("div");
      card.className = "tutor-card";
      if (item.state) card.classList.add("tutor-" + item.state);
      if (item.selected) card.classList.add("tutor-selected");
      card.innerHTML = item.svg;
      const picture = card.firstElementChild;
      if (picture) picture.setAttribute("aria-hidden", "true");
      if (item.title) card.title = item.title;
      if (item.card) card.dataset.card = item.card;
      if (item.clickable) {
        const index = clickable++;
        card.setAttribute("role", "button");
        card.setAttribute("aria-label", item.label);
        // Illegal cards stay clickable (a click shows why they cannot be played), so no aria-disabled:
        // the reason is read out as the card's description instead.
        if (model.get("selectable")) card.setAttribute("aria-pressed", item.selected ? "true" : "false");
        if (item.title && item.title !== item.label) card.setAttribute("aria-description", item.title);
        card.tabIndex = -1;
        card.addEventListener("click", () => {
          focusIndex = index;
          model.send({ event: "click", card: item.card });
        });
      } else {
        card.setAttribute("role", "img");
        card.setAttribute("aria-label", item.label);
      }
      row.appendChild(card);
    });
    const all = cards();
    if (all.length) {
      focusIndex = Math.min(focusIndex, all.length - 1);
      all[focusIndex].tabIndex = 0;
      if (hadFocus) all[focusIndex].focus();
    }
  }

  function showFeedback() {
    feedback.textContent = model.get("feedback") || "";
    feedback.dataset.kind = model.get("feedback_kind") || "info";
  }

  function onKey(event) {
    const all = cards();
    if (!all.length) return;
    const current = all.indexOf(document.activeElement);
    const at = current >= 0 ? current : focusIndex;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") focusAt(at + 1);
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") focusAt(at - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(all.length - 1);
    else if (event.key === "Enter" || event.key === " ") {
      focusIndex = at;
      all[at].click();
    } else return;
    event.preventDefault();
    event.stopPropagation();  // keep JupyterLab from treating the keys as notebook commands
  }

  row.addEventListener("keydown", onKey);
  model.on("change:items", draw);
  model.on("change:label", draw);
  model.on("change:caption", draw);
  model.on("change:overlap", draw);
  model.on("change:card_width", draw);
  model.on("change:feedback", showFeedback);
  model.on("change:feedback_kind", showFeedback);
  draw();
  showFeedback();
  return () => {
    row.removeEventListener("keydown", onKey);
    model.off("change:items", draw);
    model.off("change:label", draw);
    model.off("change:caption", draw);
    model.off("change:overlap", draw);
    model.off("change:card_width", draw);
    model.off("change:feedback", showFeedback);
    model.off("change:feedback_kind", showFeedback);
  };
}

export default { render };

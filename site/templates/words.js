// The site's pages in the learner's language: English (each page's own words), Japanese or Spanish.
//
// The language is the one chosen on the start page (kept in this browser: localStorage "tutor-language:" + the
// site's path; index.html?lang=ja chooses too), else at the first visit the browser's own (navigator.languages),
// else English. Each element with data-words="key" takes the words of that key; a key missing here keeps the
// page's English. The lessons themselves ship in each language (ja/NN-x.ipynb); see site/README.md, "Languages".
const tutorWords = {
  ja: {
    // the start page and the lesson map
    title: "tutorのレッスン", release: "リリース", opening: "ひらいています：", start: "はじめに",
    releaseLower: "リリース",
    groups: { "First steps": "はじめの一歩", "All four games": "四つのゲームすべて", "For teachers": "先生へ" },
    pick: "レッスンをえらんでください。進み具合はこのブラウザーに保存されます。<em>つづける</em>で、やめたところからひらきます。",
    results: "先生にわたす結果", name: "名前：", save: "結果をファイルに保存", copy: "結果をコードとしてコピー",
    footer: "書きかえたことはこのブラウザーに保存されます。配られたときのレッスンにもどすには<a href=\"reset.html\">レッスンをリセット</a>（レッスンの<em>ヘルプ</em>メニューにもあります）。先生へ：<a id=\"teacher\" href=\"teacher.html\">クラスの結果を集める</a>。",
    steps: (done, total, first) => `${total}ステップ中${done}ステップ完了・${first}ステップは1回目で正解`,
    continue: "つづける", again: "完了：もう一度ひらく",
    needName: "先に名前を書いてください。だれの結果か先生にわかるように。",
    saved: (name) => `${name}として保存しました：このファイルを先生にわたしてください。`,
    copied: "コピーしました：先生に言われた場所にはりつけてください。",
    copyBox: "ボックスのコード（選ばれています）をコピーして、先生に言われた場所にはりつけてください。",
    // the reset page
    resetTitle: "レッスンをリセット",
    resetWhat: "レッスンで書きかえたこと（と、実行したセルの出力）は、このブラウザーに保存されています。レッスンをリセットすると、あなたのコピーと、とちゅうまで進んだステップが消え、このリリースで配られたままのレッスンがひらきます。<strong>先にレッスンのタブを閉じてください。</strong>閉じないと、ひらいているコピーがまた保存されることがあります。",
    progressChoice: "これらのレッスンの進み具合（終わったステップ、点数）",
    keepProgress: "進み具合はのこす", clearProgress: "進み具合も消す",
    resetSelected: "選んだレッスンをリセット", resetAll: "すべてのレッスンをリセット", openLessons: "レッスンをひらく",
    edited: "あなたが書きかえたコピー", ran: "あなたのコピー：配られたままの文と、あなたの出力", shipped: "配られたまま",
    resetDone: (names, cleared) => `リセットしました：${names}。配られたままでひらきます。` + (cleared ? "進み具合も消しました。" : "進み具合はのこしました。"),
    nothing: "何も選ばれていません。", open: (name) => `${name}をひらく`,
    // the teacher's page
    teacherTitle: "クラスの結果", back: "レッスンにもどる",
    teacherHow: "生徒はそれぞれ、レッスンのはじめのページ（<em>先生にわたす結果</em>）で結果を保存します：小さなファイルか、コピーするコードです。どこにも送られません：ファイルはこのコンピューターにあり、このページは読むだけです。ファイルをまとめてひらくか、コードをはりつけてください（1行に1つ）。",
    files: "生徒のファイル：", drop: "（ここにドロップしても大丈夫です）", codes: "生徒のコード：", addCodes: "コードを追加",
    csv: "CSVで書き出す", print: "印刷", clear: "表を空にする", empty: "まだ結果が読みこまれていません。",
    caption: "それぞれのマス：レッスンのステップのうち終わった数と、1回目で正解した数。",
    learner: "生徒", allLessons: "すべてのレッスン",
    cellDone: (done, total) => `${total}中${done}`, cellFirst: (first) => `1回目で正解${first}`,
    // the columns of the class table's CSV file
    csvRelease: "リリース", csvSaved: "保存した日時",
    csvDone: (title) => `${title}：終わったステップ`, csvFirst: (title) => `${title}：1回目で正解`,
    csvSteps: (title) => `${title}：ステップ数`,
    // the start page's notice of a new release
    updated: "レッスンが新しくなりました",
    updatedSince: (release, seen) => `（リリース ${release}。前に使っていたのはリリース ${seen}）。`,
    storedCopies: "このブラウザーに保存されたあなたのレッスンのコピーは新しいレッスンとちがうので、新しいレッスンのかわりにひらきます：",
    resetNew: "レッスンを新しいリリースにリセット…", keepCopies: "自分のコピーをのこして「はじめに」をひらく",
  },
  es: {
    title: "Lecciones de tutor", release: "Versión", opening: "Abriendo", start: "Empieza aquí",
    releaseLower: "versión",
    groups: { "First steps": "Primeros pasos", "All four games": "Los cuatro juegos", "For teachers": "Para profesores" },
    pick: "Elige una lección. Tu progreso se guarda en este navegador: <em>continuar</em> abre una lección donde la dejaste.",
    results: "Tus resultados para tu profesor", name: "Tu nombre:", save: "Guardar mis resultados en un archivo",
    copy: "Copiar mis resultados como un código",
    footer: "Lo que cambies se guarda en este navegador. Para volver a una lección tal como venía, usa <a href=\"reset.html\">Restablecer las lecciones</a> (también en el menú <em>Ayuda</em> de las lecciones). Profesores: <a id=\"teacher\" href=\"teacher.html\">reúne los resultados de tu clase</a>.",
    steps: (done, total, first) => `${done} de ${total} pasos hechos · ${first} bien a la primera`,
    continue: "Continuar", again: "Hecha: abrir otra vez",
    needName: "Escribe primero tu nombre, para que tu profesor sepa de quién son estos resultados.",
    saved: (name) => `Guardado como ${name}: dale este archivo a tu profesor.`,
    copied: "Copiado: pega el código donde te diga tu profesor.",
    copyBox: "Copia el código del recuadro (ya está seleccionado) y pégalo donde te diga tu profesor.",
    resetTitle: "Restablecer las lecciones",
    resetWhat: "Lo que cambias en las lecciones (y lo que muestran las celdas que ejecutaste) se guarda en este navegador. Restablecer una lección borra tu copia y el paso al que llegaste, y la lección se abre tal como viene en esta versión. <strong>Cierra antes la pestaña de las lecciones</strong>, o la copia abierta puede guardarse otra vez.",
    progressChoice: "Tu progreso en estas lecciones (pasos hechos, puntos)",
    keepProgress: "Conservar mi progreso", clearProgress: "Borrar también mi progreso",
    resetSelected: "Restablecer las lecciones elegidas", resetAll: "Restablecer todas las lecciones",
    openLessons: "Abrir las lecciones",
    edited: "tu copia cambiada", ran: "tu copia: el texto original, con tus resultados", shipped: "tal como viene",
    resetDone: (names, cleared) => `Restablecidas: ${names}. Ahora se abren tal como vienen. ` + (cleared ? "Tu progreso en ellas se ha borrado." : "Tu progreso se conserva."),
    nothing: "No has elegido nada.", open: (name) => `Abrir ${name}`,
    teacherTitle: "Los resultados de tu clase", back: "volver a las lecciones",
    teacherHow: "Cada alumno guarda sus resultados en la página de inicio de las lecciones (<em>Tus resultados para tu profesor</em>): un archivo pequeño o un código para copiar. No se envía nada: los archivos se quedan en este ordenador y esta página solo los lee. Abre todos los archivos a la vez o pega los códigos (uno por línea).",
    files: "Archivos de los alumnos:", drop: "(o suéltalos aquí)", codes: "Códigos de los alumnos:", addCodes: "Añadir los códigos",
    csv: "Exportar como CSV", print: "Imprimir", clear: "Vaciar la tabla", empty: "Todavía no hay resultados.",
    caption: "Cada casilla: los pasos hechos de los de la lección, y cuántos salieron bien a la primera.",
    learner: "Alumno", allLessons: "Todas las lecciones",
    cellDone: (done, total) => `${done} de ${total}`, cellFirst: (first) => `${first} a la primera`,
    csvRelease: "Versión", csvSaved: "Guardado",
    csvDone: (title) => `${title}: pasos hechos`, csvFirst: (title) => `${title}: bien a la primera`,
    csvSteps: (title) => `${title}: pasos`,
    updated: "Las lecciones han cambiado",
    updatedSince: (release, seen) => `(versión ${release}; la última que usaste fue la ${seen}).`,
    storedCopies: "Tus copias de estas lecciones, guardadas en este navegador, son distintas de las nuevas y se abren en su lugar:",
    resetNew: "Restablecer las lecciones a la nueva versión…", keepCopies: "Conservar mis copias y abrir Empieza aquí",
  },
};

const tutorLanguage = (() => {
  const key = "tutor-language:" + new URL(".", location.href).pathname;
  const known = @LANGUAGE_CODES@;
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && known.includes(asked)) localStorage.setItem(key, asked);
  const kept = localStorage.getItem(key);
  if (kept && known.includes(kept)) return kept;
  for (const wanted of navigator.languages || [navigator.language || "en"]) {
    const code = String(wanted).toLowerCase().split("-")[0];
    if (known.includes(code)) return code;
  }
  return "en";
})();

// The words of `key` in the language chosen (a function of `args` where they hold values), or undefined in
// English: the page then keeps its own.
function said(key, ...args) {
  const word = (tutorWords[tutorLanguage] || {})[key];
  return typeof word === "function" ? word(...args) : word;
}

// Every element marked data-words="key" in the language chosen, and the page's language said to the browser.
function sayPage() {
  document.documentElement.lang = tutorLanguage;
  for (const el of document.querySelectorAll("[data-words]")) {
    const word = said(el.dataset.words);
    if (word) el.innerHTML = word;
  }
}

// A phone at the table: its seat's picture (drawn by the host), its finger's
// moves sent to the host, and the host's word on them. The seat and its token
// come from the page's own address; the phone names itself once (kept here).
// Undo and End turn are the picture's own buttons; the bar holds what a mouse
// or keyboard does at the window and a finger cannot: Rotate and Mirror. The
// piece in hand comes as a picture of its own, drawn here under the finger at
// each move, without waiting for the host (whose pictures leave it out).
"use strict";
(function () {
  const parts = location.pathname.split("/");          // /s/<seat>/<token>
  const seat = parts[2], token = parts[3];
  const canvas = document.getElementById("board"), pen = canvas.getContext("2d");
  const note = document.getElementById("note");
  let device = localStorage.getItem("spieltisch-device");
  if (!device) {
    device = Array.from(crypto.getRandomValues(new Uint8Array(16)), b => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem("spieltisch-device", device);
  }
  // the page's words until the host sends its own (in the table's language)
  let words = (navigator.language || "").startsWith("de") ?
    {connecting: "Verbinde mit dem Tisch…", lost: "Der Tisch ist nicht zu erreichen. Neuer Versuch…",
     taken: "Ein anderes Telefon hält diesen Platz. Sobald der Gastgeber dieses Telefon zulässt, geht es weiter.",
     replaced: "Dieser Platz ist an ein anderes Telefon gegangen. Tippen, um ihn wieder zu erbitten.",
     refused: "Nicht ausgeführt: {reason}", rotate: "Drehen", mirror: "Spiegeln"} :
    {connecting: "Connecting to the table…", lost: "The table cannot be reached. Trying again…",
     taken: "Another phone holds this seat. Once the host lets this phone in, it goes on.",
     replaced: "This seat went to another phone. Tap to ask for it back.",
     refused: "Not done: {reason}", rotate: "Rotate", mirror: "Mirror"};
  let socket = null, picture = null, frame = [1, 1], down = false, pending = null;
  let piece = null, pieces = 0, finger = null;   // the piece in hand and where the finger holds it
  const PIECE_SEEN = 0.8;                        // the piece lets the board show through (its ghost snaps there)
  let state = "connecting", noteId = 0;      // connecting, playing, lost, taken or replaced
  // for the tests: what came (and when), a way to act, where the piece was last drawn, and for
  // each of the finger's moves (the last 100): when the piece was drawn there, how long after
  window.phone = {messages: [], heard: [], said: [], status: null, send: send, piece: null, trail: []};

  function say(text, seconds) {
    const id = ++noteId;
    if (text) window.phone.said.push(text);
    note.textContent = text;
    note.style.display = text ? "block" : "none";
    if (seconds) setTimeout(() => { if (noteId === id) say(""); }, seconds * 1000);
  }
  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }
  function buttons(status) {  // Rotate and Mirror while a piece in hand may turn or flip
    for (const key of ["rotate", "mirror"]) {
      const button = document.getElementById(key);
      button.textContent = words[key];
      button.disabled = !(status && status[key]);
    }
  }
  function sharp() {        // the picture's pixels a screen pixel: its own, up to 2 (sharper costs the host)
    return Math.min(window.devicePixelRatio || 1, 2);
  }
  function asked() {        // the size the host draws the picture at
    return {width: Math.max(1, Math.round(canvas.clientWidth * sharp())),
            height: Math.max(1, Math.round(canvas.clientHeight * sharp()))};
  }
  function fit() {
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    draw();
  }
  function place() {        // where the picture lies on the canvas: whole, centred
    const scale = Math.min(canvas.width / frame[0], canvas.height / frame[1]);
    return {scale: scale, x: (canvas.width - frame[0] * scale) / 2, y: (canvas.height - frame[1] * scale) / 2};
  }
  function draw() {
    pen.fillStyle = "#1d2b24";
    pen.fillRect(0, 0, canvas.width, canvas.height);
    if (!picture) return;
    const p = place();
    pen.drawImage(picture, p.x, p.y, frame[0] * p.scale, frame[1] * p.scale);
    if (piece && finger) {
      const image = piece.image;
      pen.globalAlpha = PIECE_SEEN;
      pen.drawImage(image, p.x + (finger.x - piece.x) * p.scale, p.y + (finger.y - piece.y) * p.scale,
                    image.width * p.scale, image.height * p.scale);
      pen.globalAlpha = 1;
      window.phone.piece = {x: finger.x, y: finger.y};
      if (finger.time) {    // drawn for a move of the finger: when, and how long after it
        const now = performance.now();
        window.phone.trail.push([now, now - finger.time, finger.x, finger.y]);
        if (window.phone.trail.length > 100) window.phone.trail.shift();
        finger.time = 0;
      }
    } else {
      window.phone.piece = null;
    }
  }
  function hold(message) {  // the piece in hand changed (picked up, turned, put down)
    const mine = ++pieces;
    if (!message.picture) { piece = null; draw(); return; }
    const image = new Image();
    image.onload = () => { if (mine === pieces) { piece = {image: image, x: message.x, y: message.y}; draw(); } };
    image.src = message.picture;
  }
  function connect() {
    if (state !== "taken") say(words.connecting);
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/ws/${seat}/${token}`);
    socket.binaryType = "blob";
    socket.onopen = () => send(Object.assign({type: "hello", device: device}, asked()));
    socket.onmessage = async (event) => {
      window.phone.heard.push(performance.now());
      if (window.phone.heard.length > 100) window.phone.heard.shift();
      if (typeof event.data !== "string") {
        picture = await createImageBitmap(event.data);
        draw();
        return;
      }
      const message = JSON.parse(event.data);
      window.phone.messages.push(message);
      if (message.type === "seat") {
        if (state !== "playing") say("");     // seated: the note of connecting goes, in any language
        const first = !window.phone.status;
        state = "playing";
        window.phone.status = message;
        words = Object.assign(words, message.words);
        frame = message.size;
        buttons(message);
        if (first && canvas.clientHeight > canvas.clientWidth) say(words.sideways, 5);   // upright: once, a hint
      } else if (message.type === "piece") {
        hold(message);
      } else if (message.type === "refused" && (message.reason === "taken" || message.reason === "replaced")) {
        state = message.reason;
        say(words[message.reason]);
      } else if (message.type === "refused") {
        say(words.refused.replace("{reason}", message.reason), 4);
      }
    };
    socket.onclose = () => {
      buttons(null);                          // nothing is sent while away
      if (state === "replaced") return;       // the seat went to another phone: asked back at a tap
      if (state !== "taken") {
        state = "lost";
        say(words.lost);
      }
      setTimeout(connect, state === "taken" ? 3000 : 1500);   // held by another: asked again, until let in
    };
  }
  function at(event) {      // a finger's place in the picture's pixels
    const box = canvas.getBoundingClientRect(), ratio = canvas.width / box.width, p = place();
    return {x: Math.round(((event.clientX - box.left) * ratio - p.x) / p.scale),
            y: Math.round(((event.clientY - box.top) * ratio - p.y) / p.scale)};
  }
  canvas.addEventListener("pointerdown", (event) => {
    if (state === "replaced") { state = "taken"; connect(); return; }
    canvas.setPointerCapture(event.pointerId);
    down = true;
    finger = at(event);
    send(Object.assign({type: "pointer", what: "down"}, finger));
  });
  canvas.addEventListener("pointermove", (event) => {
    if (!down && event.pointerType !== "mouse") return;
    pending = at(event);    // sent, and the piece drawn there, once a frame: no more than the screen shows
    pending.time = event.timeStamp;
  });
  canvas.addEventListener("pointerup", (event) => {
    down = false; pending = null;
    finger = at(event);     // a piece picked up by a tap stays where the finger left it
    send(Object.assign({type: "pointer", what: "up"}, finger));
  });
  canvas.addEventListener("pointercancel", () => { down = false; pending = null; });
  (function pump() {
    if (pending) {
      send({type: "pointer", what: "move", x: pending.x, y: pending.y});
      finger = pending; pending = null;
      if (piece) draw();
    }
    requestAnimationFrame(pump);
  })();
  for (const button of document.querySelectorAll("#bar button")) {
    const press = () => { if (!button.disabled) send({type: "key", key: button.dataset.key}); };
    // at the touch itself: a second finger's tap makes no click while the first holds a piece
    button.addEventListener("pointerdown", (event) => { event.preventDefault(); press(); });
    button.addEventListener("click", (event) => { if (event.detail === 0) press(); });   // a key on it
  }
  window.addEventListener("resize", () => { fit(); send(Object.assign({type: "hello", device: device}, asked())); });
  buttons(null);
  fit();
  connect();
})();

// The record box's live shape check for every game but Tractor (whose builder shows its own): a moment
// after the judge stops typing, the box goes to the server's check_shape (record_builder.py), which
// answers with the first shape error naming its field. Only a hint: the submission is checked again.
(function () {
  "use strict";

  const line = document.getElementById("record-check");
  const box = document.getElementById("id_record");
  const game = document.getElementById("id_game");
  if (!line || !box || !game) return;
  const say = window.ArbiterRecord.say;
  let timer = null;

  async function check() {
    const text = box.value;
    // A builder that checks the record itself (data-checks-itself) says so for its game: no second check line.
    const own = Array.from(document.querySelectorAll(".record-builder[data-checks-itself]")).some(
      (b) => b.dataset.builderGame === game.value,
    );
    line.hidden = own || !text.trim();
    if (line.hidden) return;
    line.textContent = line.dataset.checking;
    const url = line.dataset.url.replace("/GAME/", "/" + encodeURIComponent(game.value) + "/");
    const { status, answer } = await window.ArbiterRecord.check(url, text, box.form);
    if (box.value !== text) return; // a newer check is on its way
    line.dataset.shape = status === 200 ? "ok" : status === 400 ? "error" : "";
    if (status === 200) line.textContent = line.dataset.ok;
    else if (status === 400 && answer) line.textContent = say(line.dataset.error, { field: answer.field, message: answer.message });
    else line.textContent = say(line.dataset.unreachable, { status: status || "—" });
  }

  function later() {
    clearTimeout(timer);
    timer = setTimeout(check, 500);
  }

  box.addEventListener("input", later);
  game.addEventListener("change", later);
  later();
})();

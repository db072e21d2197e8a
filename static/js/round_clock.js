// The round clock of an event's pages (templates/tournaments/_clock_time.html): the server gives the seconds
// left when it rendered the clock and whether it runs; this counts down from there each second. htmx replaces
// the clock every 20 seconds with the server's figure, so a pause, a resume or extra time shows within that.
(() => {
  const seen = new WeakMap();
  const shown = (seconds) => {
    const whole = Math.ceil(Math.abs(seconds));
    const sign = seconds < 0 ? "-" : "";
    return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  };
  const tick = () => {
    for (const clock of document.querySelectorAll("[data-clock-remaining]")) {
      if (!seen.has(clock)) seen.set(clock, performance.now());
      const remaining = Number(clock.dataset.clockRemaining);
      const ran = clock.dataset.clockRunning === "1" ? (performance.now() - seen.get(clock)) / 1000 : 0;
      const left = remaining - ran;
      const out = clock.querySelector("[data-clock-left]");
      if (out) out.textContent = shown(left);
      clock.classList.toggle("over", left < 0);
    }
  };
  tick();
  setInterval(tick, 1000);
})();

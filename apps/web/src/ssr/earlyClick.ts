/** Where the inline script keeps its replay function until the page has hydrated. */
export const EARLY_CLICK_GLOBAL = '__replayEarlyClick';

/*
 * Runs in the page, before the scripts load. A server-rendered button does nothing until React
 * listens; the last button pressed before that is remembered and pressed again once the page is
 * live, so a tap on "log in" or "add to cart" during loading is not lost. Links and submit
 * buttons need no help: the browser follows and submits them by itself. Recording stops when
 * hydration starts (`stop`): from then on React handles a click itself, hydrating that part first,
 * and replaying it as well would press the button twice.
 */
const REMEMBER_EARLY_CLICK = `(function (name) {
  var pressed = null;
  function remember(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button[type=button]') : null;
    if (button && !button.disabled) pressed = button;
  }
  function stop() { document.removeEventListener('click', remember, true); }
  document.addEventListener('click', remember, true);
  window[name] = {
    stop: stop,
    replay: function () {
      stop();
      var button = pressed;
      pressed = null;
      if (button && button.isConnected) button.click();
    }
  };
})`;

export function earlyClickScript(): string {
  return `${REMEMBER_EARLY_CLICK}(${JSON.stringify(EARLY_CLICK_GLOBAL)});`;
}

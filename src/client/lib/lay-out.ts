/**
 * A long list (the menu's rows) leaves what is off the screen unlaid until it nears it
 * (`content-visibility: auto`, held at a row's usual height: decision 087). A scroll to a place (a
 * category, a footer link's section, Back to where the visitor was) needs every row's real height
 * on the way, or it lands off by the rows that turn out taller: `layOutEverything` lays them all
 * out first (the attribute the lazy rows' class gives way to). A new page at its top goes back to
 * laying out lazily.
 */
export function layOutEverything() {
  document.documentElement.setAttribute('data-laid-out', '');
}

export function layOutLazily() {
  document.documentElement.removeAttribute('data-laid-out');
}

// Package hud is the HUD system: what a game shows pinned to the screen over
// its views (heads-up display) while it plays, as components usable from
// scene files with no code.
//
//   - Bar ("Griff.HudBar"): a value out of a maximum (health, progress) with a
//     trailing "damage" part that falls to the value after a drop.
//   - Counter ("Griff.HudCounter"): a whole number as text, read from any
//     component's named output or counted from the messages wires send it.
//   - Pips ("Griff.HudPips"): n of max marks (hearts, stars).
//   - Label ("Griff.HudText"): a text, a row of the string table or a
//     component's text output.
//   - Typewriter ("Griff.HudTypewriter"): a text revealed at a rate, skippable,
//     that waits at the pause tags of package markup.
//   - Anchor ("Griff.HudAnchor"): pins any entity to a corner, an edge's middle
//     or the centre of the screen, with an offset.
//
// A scene file's score in the top-right corner:
//
//	{"name": "Score", "components": {
//	  "Griff.HudAnchor": {"to": "top-right", "offset": [-8, 8]},
//	  "Griff.HudCounter": {"format": "Coins: %d",
//	    "source": {"entity": "Player", "output": "Griff.Inventory.Coin"}}}}
//
// Decisions:
//
//   - Named outputs. A component's values are named "COMPONENT.NAME"
//     (Source, ParseOutput): a saved field by its key, read through the
//     component model (scenes.ComponentType.Number and Text), so any
//     component, a module's too, can be shown without code
//     ("MyGame.Health.hp"); a component with a Count(name) method
//     (items.Inventory) also offers each name it counts. Outputs that are
//     events (messages.Emitter: a trigger's "enter", a switch's "on") are
//     counted with a wire sending "count" to a Counter. A name that finds
//     nothing warns once in the problem log, naming the entity and component,
//     and the element keeps its own value. Sources, a Pips' Max and texts are
//     checked when a scene comes in (and for the start scene when the system
//     is set up), so mistakes show at once even under a title menu that
//     pauses the gameplay, when StepHUD does not run.
//   - Layout is in the project's logical screen (Options.Screen, the
//     project's window size), never the window's real size, as package ui's:
//     the window host scales the whole logical screen. An anchored element's
//     box is drawn with the same point of the box at the anchor (a bar pinned
//     to the bottom-right corner grows up and to the left), and its text is
//     aligned to that side.
//   - Everything counts in steps of game time: the HUD step runs in the
//     present phase, after gameplay, so it shows this step's values, and it
//     stops while the gameplay is paused (a pause menu over the HUD; the UI's
//     own widgets keep animating, package ui). A typewriter reveals
//     Rate × the step's duration characters a step, carrying the fraction
//     over, so the same characters show at the same steps at any frame rate;
//     a pause tag waits its seconds rounded to whole steps.
//   - Drawing between steps: a bar's fill and trail are visual.Smoothed and
//     drawn between their values of the last two steps (DESIGN section 6);
//     pips, counters and texts change at once, as a sprite's frame does.
//     A bar snaps to its value on its first step (it does not fill up from
//     empty when the scene starts).
//   - The trail: a drop holds the trail where it was for TrailDelay (0.5 s);
//     each new drop starts the wait again, so a flurry of hits shows as one
//     long trail, as in most action games; then it falls at TrailSpeed (half
//     the bar a second). A rise moves the trail with the fill at once.
//   - Texts take inline tags (package markup); the first span's colour and
//     size apply to the whole text (as package ui's labels). A text "@id" is
//     a row of the string table (Options.Strings) in the UI's language
//     (ui.IPanels.Settings().Language).
//   - A typewriter's text is laid out as far as it is revealed, so a word
//     that will wrap moves to the next line when it no longer fits.
//   - All the HUD's state is in its components (values, fills, trails,
//     counts, what a typewriter shows), so it is saved, hashed and restored
//     with the scene; what the system keeps (texts worked out, links to the
//     entities read) is a cache, made again after a restore.
//   - Steady steps allocate nothing: texts are worked out again only when
//     what they show changes, and sources are looked up once and kept while
//     their entity lives.
package hud

// Package dialogue is the system of conversations: a Conversation component
// plays a dialogue file of the game folder's dialogue/ folder (read by the
// data/dlg package; its package documentation describes the format: nodes,
// lines with speakers, menus of choices, flags and conditions on them,
// jumps), started when its scene starts (AutoStart) or by a script or a
// trigger (a Conversation hears the messages "talk", "next" and "stop" of
// runtime/messages, and emits "ended" for wires) or through the Dialogue
// service, which is also what a UI reads (who
// speaks, the line, the choices and which are open) and answers (Next,
// Choose). Components of a conversation's entity that are Listeners are told
// each time what it shows changes; Caption, the built-in one, writes it as
// plain text into the entity's Text, so a scene shows a conversation with no
// code. Its step, runtime.StepDialogue, runs in the scripts phase, after
// StepScripts.
//
// Decisions:
//   - The host drives: the system never reads a clock, never draws a random
//     number and never moves a conversation by itself (beyond AutoStart). A
//     line stays until something calls Next (a key press a script reads, a
//     timer, a test); a menu until Choose. A verb that does not fit (Next on
//     a menu, a choice that is not open) is refused with an error and moves
//     nothing.
//   - All state is in the Conversation component: State holds the session's
//     save string (node, statement and flags, see dlg.Session.Save), so a
//     game's snapshot and its fingerprint hold the conversation with nothing
//     from the system, and a snapshot restores it mid-line. The system keeps
//     only caches (the playing session, rebuilt from State when State is not
//     what it last wrote).
//   - Flags belong to their conversation: each Conversation keeps its own.
//     The game sets what a conversation reads (gold, a quest step) with
//     Dialogue.SetFlag and reads back what it set with Flag.
//   - Load refuses, by name, a save whose node the dialogue file no longer
//     has; a Conversation restored with such a State (a save from an older
//     build of the story) warns once and stops (shows nothing) instead of
//     guessing.
//   - Texts can come from the game's string table: a line or a choice
//     written as an id ("Guard: @guard.halt") is shown as its row in
//     the player's language (runtime/ui's IPanels.Localize), both to
//     Listeners and through Dialogue.Turn; an id the table lacks warns once,
//     naming the entity and Griff.Conversation, and is shown as written.
//     A speaker is a name of letters and digits in the file format, so it
//     cannot be an id and is shown as written.
//   - Listeners are told in the system's step, not inside the verb, so a
//     script that answers a menu is never re-entered by the UI it drives,
//     and they are told once more after a restore (the UI shows the restored
//     line again).
package dialogue

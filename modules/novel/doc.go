// Package novel is the visual novel module (module name "novel"): stories
// written in a small script file, played on a stage of backgrounds and
// characters with a say box, a typewriter, choice menus, a backlog,
// skip-read-text, auto-advance, rollback, save slots with a picture of the
// screen and quick saves: the features
// Ren'Py players expect.
//
// A scene plays a story with a Reader component (the story file, its
// settings and all its state), Backdrop entities (the background and the
// one a transition leaves) and an Actor entity per character, each with a
// Griff.Sprite; the say box is a runtime/ui panel holding a Griff.Text (the
// name box, in the character's colour) and a runtime/hud Typewriter (the
// line); the choice menu is a runtime/ui panel whose child widgets become the
// options; the backlog is a panel with a Griff.Text. The template "novel"
// ("Lanterns") has them all.
//
// # Story files
//
// A story is a UTF-8 text file (".story") read with Parse. Statements are one
// a line; blocks are indented with spaces (a tab is a mistake); a line
// starting with '#' is a comment. At the top of the file:
//
//	character aki "Aki" #f080b0     # id, name in the name box, its colour
//	label start:                    # a label and its indented block
//
// Inside a label:
//
//	"Narration is quoted."
//	aki: A line said by a declared character.
//	bg park with fade               # assets/bg_park.png
//	show aki happy at left with dissolve   # assets/aki_happy.png
//	show aki sad                    # another expression, in place
//	show aki happy at right with slide     # moved
//	hide aki with slide
//	music theme.ogg                 # assets/theme.ogg on the Music entity; "music stop"
//	sound synth:blip                # assets/NAME, or a synthesized sound (runtime/sounds)
//	set kind                        # = true; also = 3, += 1, -= 1, = false
//	if kind:                        # also "not kind", "mood >= 2"; elif, else
//	    jump good_end
//	choice:
//	    "Laugh it off":
//	        set mood += 1
//	    "Blame Aki" if not kind:    # offered only while the test holds
//	        jump blame
//	end
//
// Places are left, center and right (a quarter, a half and three quarters
// of Reader.Width); transitions are none, fade, dissolve and slide, lasting
// DefaultTransitionSteps steps or the count written after them ("with fade
// 60"). Running off a label's block runs into the next label, as in Ren'Py;
// running off the file, or "end", ends the story.
//
// Mistakes are problems at file:line:col (Problem): an unknown statement, a
// bad place, transition, condition or number, a jump to a label that does
// not exist (with a suggestion), an undeclared character, a label declared
// twice, bad indentation. The statement is left out and the rest reads; the
// game warns once per problem in its problem log and plays on.
//
// # Decisions
//
//   - Flags are int64 integers, booleans being 1 and 0, as runtime/dialogue's
//     (data/dlg); a flag never set is 0. += and -= hold at the int64 range.
//     No floats, so a story plays the same on every machine.
//   - Time is counted in steps: transitions last a number of steps, the
//     typewriter reveals TextRate characters a second of game time (counted
//     in steps by runtime/hud), auto-advance waits AutoDelay plus
//     AutoPerChar a character, skipping shows each read line SkipSteps
//     steps. Transitions are drawn between steps: positions through the
//     transform's interpolation, opacities through the sprite's Smoothed
//     tint. A transition blocks the story until it ends (Ren'Py's "with");
//     advancing or skipping during it ends it at once, as a click does in
//     Ren'Py (the press only ends it: the line after it then types).
//   - A click (advance) while the typewriter types shows the whole line; the
//     next one moves on. The typewriter's own skip action is turned off so
//     one press does one of these, never both.
//   - Skip (Tab) moves through lines already read and stops at the first
//     unread line and at every choice. Lines read are the player's, not the
//     game's, as in Ren'Py (its persistent _seen set): kept in the saves
//     store as the record ReadRecord (runtime/saves.Records), read once per
//     game and written at the end of a step that read a new line, so they
//     stay across new games, loads and rollbacks. They are not game state:
//     not in a save, a snapshot or the fingerprint; skipping is as
//     deterministic as the record a game starts with (a replay skips the
//     same with the same store). A game without a store keeps its own for
//     its life.
//   - Music and sound cues go through the core's sound system
//     (runtime/sounds): "music NAME" puts assets/NAME on the Music entity's
//     Griff.MusicPlayer (which crossfades from the track before) and
//     "music stop" deactivates it; the track is state (Moment.Music and the
//     player's Track), so a save slot, a quick load and a rollback bring
//     back the music of their line. "sound NAME" plays once as the story
//     reaches it (sounds.Sounds.Play), not while skipping, and is not
//     played again by a load or rollback (a cue, not state). The template
//     plays assets/lanterns.wav, written by its art generator.
//   - Preferences (the template's panel "Preferences", opened with P or
//     from the title menu; Reader.Preferences names it): text speed,
//     auto-advance delay and skip-unread-text are the player's, as in
//     Ren'Py (its persistent preferences), like the lines read: kept in the
//     saves store as the record PrefsRecord (Prefs, JSON), read once per
//     game and written at the end of a step that changed one, so they stay
//     across new games, loads and rollbacks. They are not game state and
//     not sent, but they change play (when a line is whole, how long
//     auto-advance waits), so a game plays as deterministically as the
//     store it starts with, as with the lines read. The panel's widgets
//     show and change them through the UI (UISettings, a
//     runtime/ui.SettingSource each, bound to the widgets by name or by a
//     Setting of SettingTextSpeed, SettingAutoDelay, SettingSkipUnread):
//     ui.Widget.Current, never the widget's Value, so the preferences are
//     not in the scene's state digest either, a load or rollback does not
//     put them back, and a re-simulated step does not apply a change
//     again. The text speed still sets the typewriter's Rate of the line
//     being typed, which is state (left so: a design question of its
//     own). In a session
//     the host's preferences pace the story everyone reads, and a player's
//     are kept on their machine. Until the player sets one, the Reader's
//     TextRate, AutoDelay and SkipUnread play. Music and sound volume are
//     the player's sound settings (ui.Widget.Setting). The panel pauses the
//     story; StepNovel keeps running while the gameplay is paused
//     (runtime.Game.KeepRunning) to read it, and does nothing else then.
//   - Rollback (PageUp, left arrow) goes back a line and puts back the
//     whole game as it was at the end of the step that line was shown in:
//     the system keeps a whole-game snapshot (a runtime.Timeline, whose
//     snapshots share the records of entities that did not change) of each
//     of the last MaxRollback lines shown, taken at the step boundary
//     (runtime.Game.AfterStep), and rolling back rewinds to it there. Then
//     skipping and auto-advance are turned off, the line shows whole
//     (Ren'Py's rollback) and the input state of the moment before the
//     rollback is put back, as a load through runtime/saves does: the
//     rewound state holds the advance that showed the line, long up on the
//     player's keys, which would swallow their next press, and a key the
//     player holds through the rollback stays held (an input source that
//     seeks, a script or replay, keeps the rewound state, its own);
//     otherwise the game is exactly as it was, so
//     advancing the same way again repeats it step for step. In the
//     template a line's snapshot is about 5 KB (its header, the systems'
//     state, the changed records and 8 bytes per entity of its 41), so a
//     full ring holds about 660 KB (TestRollbackRingMemory prints it). The ring is
//     not game state and is not saved: each snapshot is checked against
//     the Reader's own moment of the line (History, which is state), so a
//     load or a host's rewind never rolls back into another history; the
//     lines before a load (or beyond the ring) roll back through those
//     moments instead (stage, flags, line and music, the stage snapped).
//     A whole-game rollback moves the clock back: a recorded playthrough
//     that rolls back or loads does not replay from its input (as with any
//     load).
//   - The backlog keeps the last MaxBacklog lines; its panel shows the last
//     twelve. While it is open the story waits.
//   - Saves: SlotCount (6) numbered slots (SlotName) and the quick slot
//     QuickSlot, through the saves service. Quick save (F5) and quick load
//     (F9) use QuickSlot; F6 and F7 open the slot screen (the runtime/ui
//     panel named Slots) to save or to load, Escape closes it. The story
//     waits while it shows; saving from it closes it first, so a save is of
//     the story, never of the screen over it. Each save has a record beside
//     it (slot + "-info", SlotInfo): the line's speaker and excerpt, the
//     play time in steps and a ThumbWidth×ThumbHeight PNG of the screen,
//     taken from the host's picture service (runtime.Screen) as the slot
//     screen opened (or as the quick save was made), so the screen reads
//     every slot without loading one. The screen shows the focused slot's
//     picture in its box (runtime.Screen.Show makes the PNG a picture the
//     renderer reads) and each slot's number, play time and line on its
//     button. A game made without a host has no picture (the record has
//     none); one without a store has no saves.
//   - Story files are read through the game folder, which the host provides
//     as the service fs.FS; a game made in code without one warns once and
//     shows nothing. A story is read once per game and shared by its Readers.
//   - Choices leave out options whose condition fails (Ren'Py's menu "if").
//     A menu with no option open warns and ends the story.
//   - Characters and backgrounds are pictures by convention:
//     assets/ID_EXPRESSION.png and assets/bg_NAME.png. A missing picture is
//     the renderer's warning.
//
// The module's one step, StepNovel, runs right after runtime/ui.StepUI (a
// choice activated on the menu this step is read at once), as gameplay: a
// panel that pauses (the title menu) holds the story.
//
// # Network
//
// In a session (runtime/network) the host plays the story, the scene's first
// Reader, and everyone reads it together: a player's machine plays nothing
// and shows the host's stage, lines and menus from its snapshots. Presses of
// advance are edges the host cannot see in replicated held input when they
// are shorter than a step, and a choice is a pick on a menu only the host
// plays, so a player's machine sends three commands, reliable and in order,
// registered in this order in the game's command table (network.Commander):
//
//	novel.advance  4 bytes: Moment.Said of the line the player saw, big-endian
//	novel.choose   those 4 bytes of the menu's line, then 1 byte: the option from 0
//	novel.mode     1 byte: 1 turns skipping on or off, 2 auto-advance
//
// The line's count makes a command about what the player saw: an advance or
// a choice that arrives after the host's story moved on (another player's
// press, auto-advance) is dropped, so a late press never skips a line nobody
// read. The host plays them in StepNovel as its own player's presses (an
// advance first finishes the typewriter), the first choice of a step
// winning. A payload of the wrong length, a mode other than 1 or 2, an
// option the menu showing does not have, and a ninth command in one step are
// refused with a warning in the host's problem log naming the command and
// the player ("network: refused novel.choose from player 1: option 9 of a
// menu of 2"). Rollback, the backlog, saves and the slot screen are the
// host's own player's: they change the story everyone reads. The
// preferences panel is each machine's own (the template marks it
// network.Local: the host does not send it, a player's machine keeps its
// own), and its preferences are the machine's (see Preferences above).
//
// A player's machine sends a choice when its UI reports a "choice:N" widget
// chosen: runtime/ui reads that machine's own player's keys and mouse, and
// each machine keeps its own focus on the menu the host sends (ui.Panel's
// Focus is not sent), so a player works the menu as on the host
// (TestNetworkPlayerWorksTheMenu).
package novel

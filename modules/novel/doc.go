// Package novel is the visual novel module (module name "novel"): stories
// written in a small script file, played on a stage of backgrounds and
// characters with a say box, a typewriter, choice menus, a backlog,
// skip-read-text, auto-advance, rollback and quick saves: the features
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
//     advancing during it does nothing, skipping ends it at once.
//   - A click (advance) while the typewriter types shows the whole line; the
//     next one moves on. The typewriter's own skip action is turned off so
//     one press does one of these, never both.
//   - Skip (Tab) moves through lines already read and stops at the first
//     unread line and at every choice. Lines read are the Reader's Read
//     list, by line id ("label/n"): it is game state, so it is kept in save
//     games and snapshots and rolling back does not unread a line. Ren'Py
//     keeps them in its persistent file, across every save; Griff gives a
//     module no store of its own beside the save slots, so a new game starts
//     with none read.
//   - Rollback (PageUp, left arrow) goes back a line: the Reader keeps the
//     moment of each line shown (stage, flags, line, music) in a ring of
//     MaxRollback; rolling back puts the newest earlier one back exactly,
//     stage snapped with no transition and the line shown whole. It is the
//     Reader's own state, not a whole-game snapshot: runtime.Game.Snapshot
//     and Restore refuse to run inside a step and a module gets no step
//     boundary of its own (only runtime/saves does), and everything a story
//     changes is the Reader's state and the stage it rebuilds from it. The
//     ring is saved with the game, so rollback works after a load.
//   - The backlog keeps the last MaxBacklog lines; its panel shows the last
//     twelve. While it is open the story waits.
//   - Quick save (F5) and quick load (F9) use the saves service's slot
//     QuickSlot, when the host gave the game a store. The slot holds no
//     picture of the screen: the screen is drawn by the rendering layer,
//     which a module may not import, and no service hands a module the last
//     frame.
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
// host's own player's: they change the story everyone reads.
//
// A player's machine sends a choice when its UI reports a "choice:N" widget
// chosen; runtime/ui reads local player 0's actions, and a player's own
// actions arrive as their player index, so until the UI reads the local
// player a player's machine cannot work the menu (see runtime/ui).
package novel

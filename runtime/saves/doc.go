// Package saves is the saves system: save games in named slots, written through
// a Store the host hands in (a folder on the desktop, memory in tests and on
// servers; the browser's storage comes with the web export). A game finds the
// Saves service with runtime.LookupService[Saves] (or Of); a game whose host
// gave no store has none and plays on without saving.
//
// A slot is a short name of lower-case letters, digits, '-' and '_'
// ("1", "auto", "checkpoint"; CheckSlot). A save file is a header naming the
// game (the project's name), the content it was made from (the hash of the
// game's project, scenes, prefabs and tables), the step and the engine
// version, then the game's snapshot (its whole state, taken by the snapshot
// core), then a checksum (Encode has the layout).
//
// Decisions:
//   - Saves and loads happen at a step boundary, between two steps: the host
//     calls System.Between after each step and after each frame (hosting.Loop
//     does), and it takes what was asked for since, in order. Inside a step
//     the game is half-moved, and the snapshot core refuses to take or restore
//     a game there; so the system adds no step of its own. Between also runs
//     after a frame that took no step, so a save asked for while the clock is
//     paused (a pause menu) happens. A load asked for in step N puts the saved
//     state back right after step N, whatever the disk's speed.
//   - Writes happen off the game's goroutine: the snapshot is taken at the
//     boundary and encoded into a new slice the writer owns from then on (no
//     shared mutable state), and one writer goroutine writes the queue in
//     order. It starts when a write is queued and ends when the queue is
//     empty, so a game that is never closed leaves no goroutine behind. A save
//     being written is seen at once by Load, List and Exists.
//   - Reads (Load) happen on the game's goroutine at the boundary: a load is
//     something a player waits for, and reading it there keeps the step it
//     lands in fixed.
//   - A failed write is reported in the problem log naming the slot and the
//     error (and in Results); the store leaves the old save whole (a folder
//     store writes atomically: temporary file, sync, rename, sync of the
//     folder, with package griff/atomicfile). The host's loop waits for the
//     last write when it stops (hosting.Loop.Close calls System.Flush).
//   - A load does not bring back the keys held when the save was made: the
//     player's devices win (issue 17). A snapshot holds the input state, as
//     the Timeline's rewind and rollback netcode need (they replay the same
//     input from the restored step), but a player who saved while pressing
//     quick-save and loads a minute later is not holding it any more; a live
//     source (input.Live) sends only changes, so the next press of an action
//     the load left "held" would be no press at all: the first quick save
//     after a quick load, or the first Enter after loading from a slot
//     screen, would be lost. So after a load the system puts back the input
//     state of the moment just before it (what the devices hold now, the
//     pointer where it is), unless the game's input source seeks
//     (runtime.Game.InputSeeks: an input.Script, a replay), which Restore
//     moved to the saved step with the game, so the saved input state is the
//     source's own and stays. Putting back the state before the load, rather
//     than letting go of every action (input.State.ReleaseHeld), keeps a key
//     held through the load held (a visual novel's rollback does the same): with
//     every action let go, a key the player holds on would read as up until
//     let go and pressed again, as the live source reports only changes.
//     Game.Restore, RestoreMigrated and RestoreFile themselves restore the
//     saved input exactly; only a load through this system does this.
//   - A save of another game (by project name) is refused by name. A
//     truncated, edited or foreign file is refused with an error naming the
//     file (or slot) and what is wrong, and the game is unchanged: the file is
//     checked whole before anything is restored, and if the restore itself
//     fails, the state taken just before is put back.
//   - A save made before the game changed still loads where it can. Each save
//     (format 2 on) carries the schema of the component types of the build
//     that made it (scenes.TypesSchema: per type, its fields' names, offsets
//     and types, and what those types hold), written once per type, and a
//     load goes through Options.Migrate (runtime.Game.RestoreMigrated; the
//     host sets it). Rewind, the Timeline and the fault undo never migrate:
//     they restore snapshots of the same process exactly.
//
// What a save made before a change does when loaded:
//
//	change since the save                 on load
//	scene, prefab or table files edited   loads as saved (a save holds the
//	  (content)                           whole state, not the files); one
//	                                      warning per slot that the content
//	                                      changed
//	script (arc) code edited              arcs resume through their load
//	                                      ladder (package arc); one warning
//	                                      per arc that fell back
//	a component type's Go fields changed  each field moved by name: same
//	                                      kind copied, numbers converted when
//	                                      exact (else dropped), removed fields
//	                                      dropped, new fields at their default
//	                                      (zero); one warning per type naming
//	                                      the fields
//	a component type removed              its components dropped; one warning
//	a component type added or unchanged   loads as saved (fast path)
//	a system's saved state no longer      the system keeps its state and, if a
//	  fits (its format changed), or a     runtime.SceneStarter, starts over on
//	  system added                        the loaded scene (the physics world is
//	                                      then built from its bodies'
//	                                      components: velocities, sleeping and
//	                                      cp's contact cache start fresh); one
//	                                      warning per system
//	a system removed                      its saved state dropped; one warning
//	another game, a damaged file, a       refused with an error naming the
//	  newer save format, a damaged        file; the game unchanged
//	  schema, a snapshot format version
//	  this build does not read
//	a format-1 save (no schema) of other  refused, naming the types that
//	  component types                     changed
//
// Warnings go to the game's problem log, each once.
//   - Beside the slots, a game may keep small records of its own in the store
//     (the Records service: a visual novel's lines read and its slots'
//     pictures), outside every save, so they outlive a new game and a load.
//     They share the slots' names and writer.
//   - The snapshot itself is not this package's: Options.Snapshot and
//     Options.Restore take and put back the game's state (runtime.Game's
//     Snapshot and Restore), so the format of what is saved has one owner.
//   - Results of writes arrive when the disk is done, which depends on the
//     machine: a game may show them but must not decide gameplay on them. The
//     system keeps no game state of its own (nothing is pending at a step
//     boundary), so it is not in the state digest or the snapshot: each of its
//     fields is marked griff:"-".
package saves

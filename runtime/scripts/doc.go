// Package scripts is the script system: it runs the game's own Go code inside
// the frame, arcs (the saveable scripts of package runtime/arc, written as
// ordinary Go that pauses) and component hooks (methods on component types), and
// offers them through the [Scripts] service ([Of]).
//
// A game gets it by adding the system, right after the core's built-in systems:
//
//	g, err := runtime.NewGame(opts, scripts.NewSystem(), ...)
//	scripts.Of(g).Start(&Tutorial{}, nil)
//
// # Arcs
//
//   - The game has one scheduler, arc.NewScheduler[*runtime.Game]: every arc's
//     Run takes the *runtime.Game. Scripts.Start adds an arc for an entity (its
//     owner) or for the world (owner nil). The scheduler is ticked once per step in the
//     scripts phase ([runtime.StepScripts]), with the step's game time, so a paused game
//     (no steps) does not count down.
//   - An arc started for an entity ends (is removed from the scheduler, keeping
//     its fields) when the entity is destroyed, when the scene it lives in is
//     replaced, or when the entity no longer has a component the arc needs. An
//     arc declares what it needs with the optional interface Needer, asked when
//     it starts and when it is loaded. Ends are checked at the start of the
//     scripts step (so an arc never runs without what it needs) and after the
//     end-phase commit ([runtime.StepScriptsEnd]), so an arc of an entity destroyed in a
//     step is gone when the step is over. A world arc survives any entity.
//   - Arc types are registered once, in init, with RegisterArc, under the name
//     "pkg.Name" (last element of the package path, a dot, the Go type name), so
//     packages can each have a Tutorial: a save names arcs by that name, and Load
//     makes them from the registry (a bare name from an older save is accepted
//     when only one registered type has it). Scripts.Start panics for an
//     unregistered type, so a game never holds an arc it could not load.
//   - The Script component ("Griff.Script") puts arcs on an entity from data: it
//     names registered arc types, started for the entity on the first step it is
//     in the scene and active (just before the Start hooks). The running arcs are
//     kept by the script system, not in the component (component memory is reused
//     once removed, so it must not own pointers); Scripts.Arcs lists an entity's.
//   - Triggers and latches are made or found by name (Scripts.Trigger,
//     Scripts.Latch); they belong to the game and are saved by name.
//
// # Component hooks
//
// A component type whose pointer implements Starter,
// FixedUpdater, Updater or LateUpdater has that method called; the types are
// found once per game, from the component registry (by type, on the pointer).
// Hooks are called for entities active in the hierarchy, in hierarchy order, and
// within an entity in the order its components were added. Each step the scripts
// phase walks the scene once to list the components with hooks (skipping inactive
// subtrees); the LateUpdate pass reuses that list, so LateUpdate is called only
// for components that were there, and started, in the scripts phase. A program
// that links no component type with hooks never walks its scene. Griff has only
// fixed steps, so every hook runs once per step; they differ by where in the step
// they run:
//   - Start: once per entity and component type, on the first step the component
//     is there and its entity active; the step's Start hooks all run before
//     its FixedUpdate hooks.
//   - FixedUpdate: scripts phase, first: the step's gameplay (as Unity's
//     FixedUpdate, the code that must run once per simulation step).
//   - Update: scripts phase, after every FixedUpdate of the step; then the arcs
//     resume (as Unity resumes coroutines after Update).
//   - LateUpdate: present phase, after simulate, physics and resolve: for what
//     follows the step's outcome (cameras, HUD). Gameplay state changed here is
//     seen by the next step.
//
// # Fault boundary
//
// A panic in an arc or a hook is recovered and recorded as a ScriptFault naming the entity, the script (arc type, or
// component and hook), the script's file and line, and the message; it goes to the
// game's problem log (SeverityError, once) and to Scripts.Faults, which lists the
// faults of the previous step from the begin phase of the next ([runtime.StepScriptFaults]);
// the trigger FaultTrigger is raised then as well, so an arc can wait for it. The
// game goes on. The faulting script and every other script of its entity are
// quarantined: its arcs stop where they paused (they still save, and a trigger
// raised meanwhile still counts when they resume) and its hooks are no longer
// called. A world arc's fault quarantines that arc alone. Scripts.Release(e) lets
// e's hooks and arcs run again from the next step (nil: the world's arcs); an arc
// that faulted resumes from the start of the segment it faulted in. The line is
// found as every fault boundary of the engine finds it (scenes.PanicSite). While
// a hook runs, the game's where record names its entity, component and hook
// (runtime.Game.Enter), so a host's watchdog can name a hook that never returns;
// arcs are named by the step only (the scripts step).
//
// # State
//
// The script system is a runtime.StateSaver, so the game's fingerprint includes
// every arc (position, locals, fields, waits), the latches, the entities held and the
// Start hooks already called. Scripts.Save and Scripts.Load carry the same state
// to another game (see Scripts.Load for what the caller restores first). Stepping
// 1,000 running arcs makes no allocation.
//
// For whole-game snapshots, rewind and save games the system also has
// AppendSnapshot and RestoreSnapshot (asked for by the core through an interface,
// not part of Scripts): the same state in the binary form of package arc, plus the
// faults recorded in the step the snapshot was taken in, which the next step
// publishes. RestoreSnapshot runs after the clock, the Rand and the scene are back,
// and links arcs and held entities to their entities by id. The state digest
// (SaveState) stays the JSON of Save, computed once per fingerprint, so recorded
// fingerprints do not depend on the snapshot form.
package scripts

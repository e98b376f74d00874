// Package runtime is the core of a running Griff game: the fixed-step clock,
// the eight phases of a step, steps and their placement, systems, services and
// the module registry, and [Game], which schedules the steps and shares what
// every system needs: the scene being played, the clock, the input state, the
// game's random stream, the problem log, prefabs (entity templates read once
// from prefab files and copied when spawned), and the commit of spawns and
// destroys. docs/architecture.md shows where it sits and one frame end to end.
//
// The words this package uses, in brief:
//   - A fixed step (or simply a step of the game) is one tick of the
//     simulation: a fixed span of game time, 1/60 s by default. The game moves
//     on only in whole steps, which is what makes it play the same on every
//     machine.
//   - A phase is one of the eight parts every fixed step is cut into, run in
//     order: begin, logic, scripts, simulate, physics, resolve, present, end
//     ([Phase]).
//   - A step (the function) is a piece of work that runs once per fixed step,
//     in a phase, such as moving every Mover ([NewStep], [Game.AddStep]).
//     [Game.Frame] lists all the game's steps in the order each fixed step
//     runs them.
//   - A frame is one picture the host shows; it takes zero, one or more fixed
//     steps, as many as the real time since the last frame holds.
//   - A system is a part of the game that owns some state and the steps that
//     work on it ([System]): motion, physics, a module's player controller.
//   - A service is an interface a system offers to the rest of the game,
//     found by type ([Service]).
//   - A module is a genre package (a platformer, a match-3) that registers its
//     systems for projects that name it ([Module]).
//   - Blend is how far the present moment is between the last two steps (0 to
//     1), which drawing uses to place things smoothly between them.
//   - There are two pauses. The host's pause ([Clock.SetPaused]) stops the
//     steps altogether (after a fault, while a window is hidden). The game's own
//     pause (a pause menu: a [Pauser] system such as runtime/ui says so) keeps
//     the steps coming, so input is read and menus run and animate, but only
//     the steps marked [Game.KeepRunning] run, and game time stands still
//     ([Game.GameplayPaused]).
//
// The examples show a game made and stepped (Game), the time a host hands in
// turned into steps (Game.Advance), and a system of your own with a step
// (System).
//
// # What lives here and what does not
//
// The core holds nothing of any one system. Each built-in system is a package
// of its own under runtime/ that owns its components' behaviour, its system,
// its service and its options, and is added to a game exactly as a module's
// systems are:
//
//	runtime/sceneflow   scene changes, transitions, exits, remembered scenes (the Scenes service)
//	runtime/motion      Mover and Wander
//	runtime/physworld   the physics world of the scene (the Physics service)
//	runtime/timers      Timer and Tween
//	runtime/lifetime    Lifetime and Spawner
//	runtime/tables      the game's tables and FromTable (the Tables service)
//	runtime/scripts     arcs and component hooks in the fault boundary
//	runtime/sounds      sound sources, music, listeners and cues
//	runtime/view        sprite animation and cameras, the steps drawing needs
//	runtime/builtins    the list of them in order, and NewGame for a whole game
//
// [NewGame] itself adds only the core's own three systems: the clock
// ([StepClock]), input ([StepInput]) and the commit of spawns and destroys
// ([StepCommit]). Every built-in step id is declared in steps.go, so a module
// can place a step next to any of them without importing its system.
//
// # Time
//
// The host hands [Game.Advance] the real time since its previous frame (one
// picture on screen); Advance takes as many fixed steps as that time holds and
// keeps the rest for the next frame. It owes at most [MaxOwed] (0.1 s) at
// once, so after a stall the game slows down instead of racing through a pile
// of steps, and a frame within [SnapTolerance] (12%) of a whole number of steps
// counts as exactly that many, so a steady display takes the same number of
// steps every frame. [Clock.Blend] then says how far the frame is between the
// last two steps. Game time advances by one step's duration times the clock's
// time scale (slow motion; a hit stop at 0). The method is from Glenn Fiedler,
// Fix Your Timestep! (2004). Nothing in a game reads the wall clock: the same
// input, step by step, gives the same game at any frame rate.
//
// The clock clamps what it is handed and never refuses or panics
// (shared/cases/clock-extremes), so game time never runs backwards and a step
// is never shorter than a nanosecond: [Options.StepRate] 0 or less is
// [DefaultStepRate] and above [MaxStepRate] is MaxStepRate (it is an int, so
// no NaN or infinity reaches it; a project file's own limit of 1..1000 stays);
// [Clock.SetTimeScale] takes NaN and negatives as 0 and anything above
// [MaxTimeScale], +Inf included, as MaxTimeScale; Advance's real time may be
// any Duration (0 or less takes nothing, more than MaxOwed counts as MaxOwed);
// [NewTimeline]'s seconds are clamped before they become a count. Game time is
// kept in 1/rate ns, reduced to its remainder when it would overflow (no
// Delta changes), and stops at the largest griff.Time, 292 years, instead
// of wrapping. Clamping, not refusing, was chosen because these are setters
// called from a step, where an error has nowhere to go.
//
// # Phases, steps and systems
//
// A step is a function with a typed id ([NewStep]) placed in a phase
// ([InPhase]) or after or before another step ([After], [Before]). Inside a
// phase, steps run in the order they were added, each followed by the steps
// placed after it. Placing a step next to one the game does not have, adding a
// step twice, or a cycle of placements is an error [NewGame] returns, naming
// the step or the whole cycle. [Game.Frame] lists the steps in order; golden
// tests pin the core's order and the built-in game's.
//
// A [System] adds its steps and provides its services in Setup. Optional
// abilities are optional interfaces: a [SceneStarter] is told of each new scene
// ([Game.SetScene]), a [StateSaver]'s state counts in the game's state digest
// (below).
//
// # Services
//
// A service is an interface one system provides ([Provide], in Setup) and any
// other finds by type ([Service], [LookupService]); each has exactly one
// provider. Each system package offers `Of(g)` for its service.
//
// # The step boundary and the host's picture
//
// Work that only a step boundary allows (a snapshot, a restore, a rewind) is
// asked for from inside a step with [Game.AfterStep]: it runs after the end
// phase, before Step returns, in the order asked. The requests are not state
// (none is pending at any boundary). A host offers a picture of the frame last
// shown through the service [Screen] (a save slot's thumbnail); a game without
// a host has none.
//
// # State and fingerprints
//
// The state digest is a readable list of everything that makes up the
// game's state, used to compare two runs and to check a recorded playthrough
// (a recording of a session's input and end state) when it is replayed.
// [Game.StateDigest] lists the game's state part by part: the clock and the
// random stream (the core's own), every [StateSaver] system's state in setup
// order, then every entity in hierarchy order with its identity, transform and
// components' saved values. Components count by value, not by the keys files
// spell them with, so renaming a key or moving a system to another package
// changes no fingerprint. [Game.Fingerprint] is the SHA-256 of the digest: one
// short string that says whether two games are in the same state. A recorded
// fingerprint changes only when behaviour changes.
//
// # Snapshots, rewind and faults
//
// A snapshot is the game's whole state as bytes: [Game.Snapshot] writes it,
// [Game.Restore] puts it back into the same Game (its systems keep their
// identity) and the game plays on to the same last bit as if it had never
// stopped. It is a separate path from the state digest: taking one changes no
// fingerprint.
//
// Where: a snapshot is taken at a step boundary, between two calls of
// Game.Step (never inside a step; Snapshot returns an error there). At a
// boundary the end phase has committed the step's spawns and destroys, so
// nothing is pending; spawns asked for from outside a step (they hold Go
// code) make Snapshot return an error until the next step commits them.
//
// What is state: every field of the Game, its Clock and every system is
// tagged `griff:"state"` (a snapshot holds it) or `griff:"-"` (not state,
// with a comment saying why: setup, content, a link, a cache, a list kept to
// reuse its memory, the sound heard); a component's saved fields are state and
// its fields tagged griff:"-" are not. A test in tests/ walks every registered
// component type and every system of a game built with all modules and names
// any field that is neither. A system with state fields is a [Snapshotter];
// the core saves its own (the clock, the Rand, the input state).
//
// The format (all numbers little-endian; a string or byte list is a 4-byte
// length and its bytes):
//   - the header: "GRIFSNAP" ([SnapshotMagic]), the format version
//     ([SnapshotVersion]), 16 bytes naming the component types
//     (scenes.TypesDigest: each type's name, registration index and whole
//     memory layout, nested fields included), the list of component types
//     (a byte list: a 4-byte count, then per type its name and the first 8
//     bytes of its layout digest, scenes.AppendTypesList), and the content
//     identity the host gave ([Game.SetContent], "" if none);
//   - the clock, every field: step rate, step length, real time owed, tick,
//     game time, step delta, game time in 1/rate ns, time scale, paused;
//   - the Rand's 16 bytes, and the input state (griff/input State.AppendBinary:
//     the actions in the order seen, each player's held, pressed, released and
//     value);
//   - the scene: its name, next entity id, step count and one record per
//     entity in hierarchy order (scenes.Scene.AppendSnapshot: id, parent,
//     name, active flag, transform with its values at the step's start, and
//     each component by its type's binary codec);
//   - the number of Snapshotter systems, then for each its name and its
//     bytes (length first), in setup order;
//   - a CRC-32C of all of the above; or, for a snapshot that stays in the
//     process (SnapshotOptions.NoChecksum; a Timeline's rewinds), 0, with
//     the top bit of the version field set to say so. Files and saves always
//     carry the check sum (it costs about a tenth of a snapshot's time).
//     The physics system's part carries no check sum of its own
//     (physics.SnapshotOptions.NoChecksum): the game snapshot's covers it.
//
// Components are written by a codec worked out once per type from the
// component model: runs of fields that hold no pointer are copied as raw
// bytes, strings, lists, pointers and maps have their own operations; no text,
// no per-field reflection and no boxing. Snapshots are for the same build of
// the game (same machine byte order, same component types): a save game that
// must outlive a new build goes through the saves service, which checks the
// content identity. Restore compares the 16-byte digest only; when it differs,
// it reads the list and its error names each component type added, removed or
// changed since the snapshot was made ("component Game.Walker changed since
// this snapshot was made"). A save game read from a store is the one place an
// older build's snapshot is read: [Game.RestoreMigrated] takes it with that
// build's schema of component types (scenes.TypesSchema, which the save
// carries), moves changed components onto the new types field by field by
// name, matches systems by name, and warns once for what it could not place
// (package saves lists the rules). Restore, the Timeline and the fault undo
// stay exact: same process, same types, no migration.
//
// Limits of what a component may hold:
//   - an interface, func or channel field cannot be in a snapshot:
//     scenes.ComponentType.SnapshotError says which, and Snapshot returns
//     that error for a scene with the component;
//   - a type that holds itself through a slice, pointer or map (a tree, a
//     linked list) is written recursively, at most 10000 levels of slices,
//     pointers and maps deep; deeper, or a pointer cycle (a ring), makes
//     Snapshot return an error naming the component;
//   - pointers are followed, not shared: two pointers to one object are two
//     objects after a restore, and a pointer into the component's own
//     fields points at a copy of them (keep such links in fields tagged
//     griff:"-" and rebuild them in the Attached hook);
//   - maps take a slow path: their entries are sorted by their keys' bytes
//     (so the bytes do not depend on Go's map order), which allocates; keep
//     maps out of components that change every step.
//
// Restore reads and checks the whole snapshot before it changes anything: a
// snapshot cut short, edited (the check sum), of another format version, made
// by a build with other component types or for a game with other state-keeping
// systems, or inconsistent inside (an unknown component type, a parent after
// its child, an id used twice) is refused with an error saying what is wrong,
// and the game is unchanged. Then it puts back the clock, the Rand, the input
// state and the scene. When the game's scene holds exactly the snapshot's
// entities (the same ids in the same hierarchy order, with the same parents,
// names, active flags and component types), as rollback a few steps back
// finds it, the scene is restored in place: the same scenes.Scene, entities
// and components, only the changed ones written (a component compared byte
// for byte with its record), so a restore allocates next to nothing
// (scenes.Scene.MatchSnapshot; on 10,000 entities a restore plus 8 steps went
// from 12-24 ms to 2-3 ms of CPU and from 10,955 allocations to 4). Otherwise
// the scene is a new scenes.Scene with new entities. Either way, pointers to
// entities and components are not to be kept across a restore as if they
// still meant what they did: a system holding any relinks in RestoreSnapshot,
// through Game.Scene. Links and caches (component fields tagged griff:"-") are
// rebuilt by the components' Attached hooks, called for every component in
// hierarchy order as when a scene is read from a file; the scene's own caches
// (world matrices, the lists All and Active go through, the name index) are
// worked out again in the same order. An input source that can seek
// (input.Seeker, such as a Script) is moved to the restored step; the input
// state is the snapshot's, exactly, as rewind and rollback need (a load of a
// save game through package saves then puts back the live input state of
// the moment before it, unless the source seeks: Game.InputSeeks). Last, each
// Snapshotter's RestoreSnapshot runs in setup order; if one fails, those
// before it are put back and the game is as it was (their state is kept
// first, in buffers the Game reuses from restore to restore).
//
// A [Timeline] is a ring of snapshots over the last seconds (a setting,
// [DefaultTimelineSeconds] by default) that Record fills at each step
// boundary and Rewind restores from. Its snapshots share entity records in
// groups of 32 entities: a group in which the scene marked no entity
// changed (see the scenes package, Change marks) is the previous snapshot's,
// shared by reference, so a step where k entities changed costs its header,
// its systems' state, the k records and the groups they are in, not a visit
// of every entity. The header and the systems' state are written whole each
// step and kept in 512-byte chunks, a chunk equal to the previous snapshot's
// being that one, shared (most of the physics world's part does not change
// between steps); recording a warm timeline allocates nothing. Neither
// Record nor Rewind computes a check sum: what they keep never leaves the
// process (Timeline.Bytes, for a file, adds it). A restore puts back the
// game, not the player's settings (volumes, language, key bindings, a
// novel's text speed): they are the player's and stay as they are, so a
// replay over a step where one changed is the same game under the player's
// current settings, and a re-simulated step does not change a setting again
// (runtime/ui, "Settings and rewinds").
//
// A sparse timeline ([NewTimelineEvery]) is for a player's rewind over
// seconds, where a whole snapshot of every step costs more than the step: it
// takes a whole snapshot every [DefaultTimelineEvery] (32) steps and keeps,
// for the steps between, only the input events each read; a rewind to such a
// step restores the whole snapshot before it and re-simulates from there with
// the recorded input ([Game.SetResimulating] on), the "sparse saving" of
// rollback libraries (GGRS). Decisions where the issue was silent: anything
// that changes the game between steps other than its input (a restore, a
// scene set or a spawn asked for between steps, arcs loaded, whatever calls
// [Game.NoteOutsideChange]) makes the next step's record whole, so it is never
// re-simulated across; the clock's time owed and pause, which no step moves,
// are kept with each step; Timeline.Bytes of a step without a whole snapshot
// is false (making its bytes takes re-simulating the game: rewind to it); a
// re-simulated step that panics, or that a checked timeline finds differing
// from its recorded snapshot, fails the rewind and puts the game back as it
// was before it. A dense timeline (NewTimeline) stays what network rollback
// (runtime/network) and the loop's fault guard keep: their rewinds are one
// restore, and rollback re-simulates with inputs of its own.
//
// Faults: hosting.Loop records a snapshot after each step; when a panic ends a
// step it pauses the game on it, and resuming puts the game back to the
// snapshot taken as that step began (saying so in the problem log), so a game
// is never played on half-moved. A host may rewind further through the
// Timeline first.
//
// # Spawning and destroying
//
// [Game.Spawn] and [Game.Destroy] are asked for during a fixed step and
// committed (carried out) in the end phase in the order asked, so every step
// function of a fixed step sees the same entities. A scene change drops what the old scene asked for.
//
// # Fault boundary
//
// A fault boundary is what keeps one entity's broken code from stopping the
// game. Game code runs inside the fault boundary of the entity it runs for: a
// panic in it is recovered, recorded once in the problem log as a SeverityError
// naming the entity (path and id), the component's saved name, the hook or step,
// and the source line of the panic (scenes.PanicSite: the first frame outside
// Go's runtime, this package and package scenes), and the game goes on. The
// boundaries, one mechanism throughout:
//   - component Attached and Detached hooks: package scenes (the component is
//     left out, or taken off all the same);
//   - Start, FixedUpdate, Update, LateUpdate hooks (methods of components that
//     the script system calls) and arcs (saveable scripts written as Go that
//     pause; package runtime/arc): runtime/scripts (the entity's scripts are
//     held until released);
//   - a step's work on one entity ([Each], or [Game.Enter] for a system that
//     walks entities its own way) and spawn callbacks ([Game.Spawn]): here.
//
// Decision: an entity whose step work or spawn callback panicked is
// quarantined (set aside until released) by deactivating it (Entity.SetActive(false)): no step that uses
// Each or scenes.Active and no hook works on it, it is not drawn, and it is
// saved as it is, like a quarantined arc; the game (or a tool) releases it by
// activating it again. The step that panicked skips the rest of its loop for
// that one step; the frame's other steps run. A panic in a step while no
// entity's code runs is a fault of the system itself and goes on to the caller
// of Step (the hosting loop pauses the game).
//
// The boundary keeps a where record ([Game.Where]: the step, entity,
// component and hook running now), which a host's watchdog (hosting.Watchdog) reads from
// another goroutine to name a step that has run too long; nothing in the simulation
// reads it, so it changes no result.
//
// # Modules
//
// A genre module registers one [Module] value in its init function; a project
// names the modules it uses, and the host adds their systems after the
// built-in ones in that order ([ModuleSystems]). The registry is filled in
// init and only read afterwards: two games in one process share nothing else.
package runtime

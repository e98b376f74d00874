// Package arc runs arcs: gameplay scripts (missions, quests, tutorials) written as
// ordinary Go that pause, can be saved mid-flight and still load after the script
// has been edited. (The design follows Ariadne, a C# library of such scripts;
// nothing here needs it.) A game's arcs run through the script system,
// runtime/scripts; Example_countdown shows one started and run to its end.
//
// The words this package uses:
//   - An arc is a Go type that embeds [Base] and has a Run method: the script.
//   - A pause is a call such as Wait or Yield that stops the script until
//     something happens; its first argument is a key, a string naming that
//     place in the script, which saves record.
//   - A passage is a method of the arc that pauses, directly or through another
//     passage. Run is the root passage.
//   - A tick is one turn of the scheduler: once per fixed step of the game,
//     each arc that is due runs from where it paused to its next pause.
//   - The ambient type (the type parameter C) is what every arc is handed on
//     every tick and never saves: Run's one parameter. For a game's arcs it is
//     *runtime.Game.
//   - A trigger is an event arcs wait for (a door opened); a latch is a
//     condition that stays set until cleared (the lamp is on).
//   - A frame is the saved position of one passage call: its key and the locals
//     it still needs.
//   - The load ladder is the rule Load follows when a save no longer matches an
//     edited script (see Load ladder below).
//
// # The script author's view
//
//	//go:generate go run github.com/griffengine/griff/cmd/arcgen
//
//	type Tutorial struct {
//		arc.Base            // embedded: what the scheduler needs
//		Shown int           // fields are saved with the arc
//		Rand  *griff.Rand   // a random stream whose position is saved
//	}
//
//	func (t *Tutorial) Run(g *runtime.Game) {
//		for !t.hasMoved(g) {
//			t.show(g, "Walk with the arrow keys")
//			arc.Yield("walk")
//		}
//		arc.Wait("settle", 2*time.Second)
//		for i := 0; i < 3; i++ {
//			t.Nag(g, i) // a passage: a method that pauses, directly or through another passage
//		}
//		arc.Wait("raid", t.Rand.NextEvent(12*24*time.Hour)) // drawn once, saved as a deadline
//	}
//
// The key of every pause is a string literal, unique within its method except in
// sibling blocks (the branches of an if, two loops), where the later uses are
// numbered in source order ("step", "step#1"); a passage call is keyed by the
// callee's name, numbered in source order when it appears again ("Nag",
// "Nag#1"). The file compiles as it is: Yield, Wait and
// the others are ordinary functions that panic, telling you to run go generate, if
// called outside generated code. go generate runs arcgen (Griff's generator,
// cmd/arcgen; go get -tool github.com/griffengine/griff/cmd/arcgen adds it to
// a game's module), which writes
// tutorial_arc.go beside the script: a frame struct per passage holding its position
// and the locals still needed, a flat dispatch loop with //line directives (panics
// and stack traces show the script's lines), and the save and load code. An arc type
// without its generated code lacks ArcStep, ArcSave and ArcLoad and does not satisfy
// Arc, so forgetting to generate fails to compile; a generated file older than any
// non-test .go file of its package (it records their SHA-256: a field's type may be
// declared in another file) fails arctest.CheckFresh.
//
// The parameter of Run has the ambient type (C, such as *runtime.Game): the
// scheduler is generic over it (Scheduler[C]), hands it in on every tick, and
// never saves it. A passage parameter of an ambient type is handed in again on
// every resume.
//
// # Pauses
//
//   - Yield(key): until the next tick.
//   - Wait(key, d): d of game time (a paused game does not count down); zero or less
//     does not pause; a span too long saturates at the end of time and never wraps;
//     Forever parks the arc until Wake, Restart or Remove. The span is evaluated once
//     and saved as an absolute deadline, so a random wait is drawn once.
//   - Wait(key, latch) and Wait(key, latch.Not()): until the latch is set (or clear);
//     a condition that already holds does not pause. The latch is asked again when the
//     arc resumes, so one cleared between the wake and the tick sends it back to
//     waiting.
//   - WaitFor, WaitAny and WaitAll (and their Within forms with a timeout) on
//     triggers or latches: they return the signal that ended the wait, or nil on a
//     timeout; a raise on the deadline's tick wins. A WaitAll of a latch and its
//     inverse panics.
//
// Trigger.Raise marks every arc waiting at that moment to run on its next tick; it
// needs no tick. Triggers and latches belong to a Scheduler (NewTrigger, NewLatch),
// have names, and are saved by name; latches are state and their values are saved
// with the scheduler.
//
// # Passage calls inside expressions
//
// A passage call, and a WaitFor, WaitAny or WaitAll (or Within form), which
// return a value, can sit anywhere a value goes: inside a bigger expression
// (t.log(g, "total "+strconv.Itoa(t.Measure(g)))), a return (return t.Pick(g)),
// the right-hand side of any assignment or var declaration (x := a + t.Sum(g),
// total += 1 + t.Ask(g), slots[i] = 2 * t.Ask(g), p, q := t.Ask(g), t.Ask(g)),
// the condition of an if or else if, the init, condition and post statement of a
// for, the init and tag of a switch and its case expressions, the expression of
// a range, and the arguments of a pause or another passage call
// (arc.Wait("k", t.Delay(g)), t.Sum(g, t.Ask(g))). arcgen takes such a statement
// apart into statements it can pause between, keeping Go's order of evaluation
// (left to right; the call runs first, for as long as it pauses, and what uses
// its result runs after):
//   - What the statement reads left of the call is worked out before the call
//     and kept in a hidden local across its pauses, saved in the frame as
//     "$KEY.tN" (KEY the key of the next pause or passage call, N counting from
//     0). So a pause does not change the answer: in z := t.Count*100 + t.Ask(g),
//     t.Count is the value before Ask ran, whatever Ask did to it. (Go leaves
//     unspecified when a plain variable is read relative to a call in the same
//     expression, and gc reads it after the call: compiled as plain Go, z would
//     see Ask's change. Arcs read it before, as written, as Ariadne does.) A value kept
//     so whose type cannot be saved (a func, or a pointer that a call returned) is
//     refused with its file:line.
//   - Except a name or a chain of fields (through pointers) whose type refers to
//     an object: a pointer, slice, map, channel, function or interface, such as
//     g, t, t.kid, g.Log or g.Player. Those are read again after the pause, since a
//     copy kept across it (and saved) would not be the game's own object:
//     g.Log = append(g.Log, t.Measure(g)) appends to the log as Measure left it.
//     The receiver of a method with a pointer receiver is such a chain too (its
//     address is taken again). Constants, types and functions read nothing.
//   - The receiver of a passage called on another arc, or through an interface:
//     the arc itself, a name (a local or parameter, kept in the frame) or a chain
//     of fields from either (t.kid, k, k.pet, t.Friend) is read again on every
//     resume, and after a load from the loaded state; any other receiver
//     (t.Kids[i], t.Pick(g), m[key], x.(*Kid)) is worked out once, when the
//     call begins, before its arguments, and kept in a hidden local "$KEY.tN"
//     until the call ends, saved as the arc it holds: t.Kids[i].Walk(g, t.Ask(g))
//     walks the kid that was at i when the call began, whatever Ask did to i or
//     to t.Kids. (The seed keeps every receiver, as "receiver"; names and chains
//     of fields are read again here, as for any operand, and give the same arc
//     unless the script changes them while the call pauses.)
//   - What is right of the call, and the left-hand side of an assignment (the
//     variable of +=, the slice and index of slots[i] = ...), are read after the
//     call, as gc does.
//   - && and || run their right side, with its calls, only when it is reached.
//     A switch whose case expressions pause tries them in order, each only when
//     the ones before did not match; its tag is worked out once, first (kept
//     across the cases' pauses, unless it names an object, as above).
//   - A for condition that pauses is asked again before every lap (continue
//     goes on to the post statement, then the condition); a post statement that
//     pauses runs before every lap but the first; an init statement runs once,
//     before the loop.
//
// What cannot be taken apart is refused with file:line, rule and fix: a call of
// several results as the arguments of another (f(t.Pair(g))), a pause on the
// left-hand side of an assignment or inside a receive (<-), and pauses inside
// closures, type switches and selects. Traces stay on the script's lines: the
// generated code's //line directives name the line of each part of a statement
// taken apart.
//
// # Generic, pointer, variadic and map forms
//
// A generic passage (func Tally[T Number](g *Ctx, xs []T) T) or a generic arc
// type (Counter[T]) gets one frame type per instantiation; saves name the type
// arguments ("Tally[int]", "Counter[float64].Add"), as the package's registry
// names them: the type arguments the package itself instantiates them with,
// which arcgen lists. A save naming another type fails to load
// (ErrUnregistered, naming it). A pointer parameter (out or ref) is never saved:
// its argument must be the address of a local or of a field of the arc (or a
// pointer parameter handed on), worked out again from that source on every
// resume, so after a load it points into the loaded state. A variadic
// passage's arguments are worked out once, on the way in, and saved as its
// slice. Maps with number or string keys are saved with their contents, in key
// order. A kept local or a parameter may hold an arc of the package (*Kid) or
// an interface value (Greeter, any): an arc is saved with its type, and is the
// same arc after a load as every other place that held it (see Shared arcs);
// other dynamic values are saved as Interface values says. goto works as in
// Go. A call of a passage of another package is refused: generated code
// resumes only its own package's passages.
//
// # Scheduler
//
// A Scheduler ticks its arcs in the order added. Tick(now, ctx) takes the game time
// from its caller; there is no clock. An arc waiting for a deadline sits in a
// priority queue, so a step costs one look at its head plus the arcs that run; trigger
// and latch waits cost nothing until a raise or a change. An arc waiting fewer than
// Options.MinimumSleepFrames steps (8) stays awake. An arc added during a tick first
// runs on the next. Remove, Wake (ends the wait early) and Restart (from the top of
// Run, ending its trigger and latch waits) act on one arc; a Wake not yet acted on
// is saved. An arc that holds other arcs implements TickSelfer and ticks them with
// TickChild, each child its own fault boundary; a child must not also be in a
// scheduler (TickChild panics: it would run twice a step). Ticking an arc that is
// already being ticked panics. Options.SaveName lets a host qualify the type names
// saves use.
//
// # Fault boundary
//
// A panic in an arc is recovered (the arc's fault boundary) and recorded as a Fault: the arc's type and owner
// (Base.SetOwner: an entity id or name), the script's own file and line (through the
// //line directives; a panic in a plain helper in a script file is reported at the
// helper's line), the message and the notes the arc adds (FaultNoter). Passages
// nested deeper than MaxPassageDepth (10,000) in one tick fault the arc rather than
// overflow the stack (a passage recursing without a pause). The arc
// is quarantined (set aside) where it paused: it is never ticked again until the
// host calls Release, and it still saves and loads. The scheduler keeps the faults for
// TakeFaults (a game reads them on its next step), calls Options.OnFault, and goes on.
//
// # Save format
//
// Scheduler.Save writes JSON; Load reads it:
//
//	{
//	  "latches": {"lamp": true},
//	  "arcs": [{
//	    "type": "Tutorial",
//	    "owner": "player",                          // when set
//	    "quarantined": "Gate at gate.go:38: ...",   // when quarantined
//	    "woken": true,                              // when Wake was asked and not yet acted on
//	    "fields": {"Shown": 3, "Rand": "00000000000000079e3779b97f4a7c15"},
//	    "frames": [
//	      {"at": "Tutorial.Run/Count",
//	       "locals": {"total": 1, "n": 4, "$Count.range": [3, 4], "$Count.i": 1}},
//	      {"at": "Tutorial.Count/count",
//	       "params": {"n": 4},
//	       "locals": {"sum": 1, "i": 1, "$count.n": 4, "$count.i": 1},
//	       "wait": {"kind": "yield"}}
//	    ]
//	  }]
//	}
//
// frames is the path the arc is paused at, root first: each frame names its passage
// and key, the parameters it was called with, the locals still needed at that key by
// their source names, what a statement read before a passage call inside it under
// "$key.tN" (see Passage calls inside expressions), hidden loop state under
// "$key.*" (the ranged value, evaluated
// once, and the position; key is the first key inside the loop; a switch needs none,
// since its tag is evaluated once before any pause in its cases), and, for a pause,
// its wait: kind ("yield", "span", "triggers", "latches", or "none" once it ended),
// the absolute deadline in nanoseconds of game time (absent when there is none), and
// the signals by name ("!lamp" for an inverse) with the triggers already raised
// ("raised" indexes, "first", "last"). Fields are the arc's own fields, exported and
// unexported, written by generated code without reflection: booleans, numbers,
// strings, triggers and latches (by name), *griff.Rand (its position, a
// 32-digit hex string; a stream held by several arcs or fields, the same
// *griff.Rand, is written at each place as {"stream": K, "at": POSITION}, K
// numbering such streams in the save from 0, and is one shared stream again after
// a load), pointers to arcs of the same package (saved as an object of the
// arc form above, or as a reference: see Shared arcs), interface values (see
// Interface values), and slices, arrays, structs and maps of those; a field tagged
// `arc:"-"` is not saved (arcgen refuses any other type).
//
// # Shared arcs
//
// An arc held as a value (in a field, a kept local or parameter, a kept
// receiver) has an identity within a save, so two places holding one arc hold
// one arc after a load, as Ariadne's Vellum keeps shared objects: the first
// place a save writes the arc holds it whole, numbered in the order written
// from 0; every later place is {"$ref": K}, and the whole arc then carries
// "$id": K (an arc written once carries none, so saves without shared arcs
// are as before). An arc of the scheduler being saved (the arc itself in a
// local, another arc of the scheduler in a field) is never written as a value:
// it is {"$arc": I}, I its place in the save's arcs, and a load hands the arc
// the load made for that entry. A load makes each arc once, at whichever
// place it reads first (a reference loads the whole arc from where it is), so
// an edit that reorders fields still loads one arc. A reference to no arc of
// the save, to a dropped entry or to an arc of another type is an unreadable
// value (a field keeps its default, a local's passage restarts). The
// binary form has the same identities (a reference tag with K, K counting the
// whole arcs of the body in order; a scheduler reference tag with I).
//
// # Interface values
//
// A value of interface type (a field, a kept local or parameter) is saved by
// its dynamic value:
//   - an arc of the package that implements the interface: as an arc (see
//     Shared arcs), its type name in the arc's "type";
//   - nil: null;
//   - a value of one of these types, if it implements the interface (an any
//     takes all of them): Go's basic types bool, int, int8, int16, int32,
//     int64, uint, uint8, uint16, uint32, uint64, uintptr, float32, float64
//     and string (byte and rune are uint8 and int32); the script package's
//     own named types that are not generic, not arcs, not interfaces and not
//     the ambient type, whose values a save can hold (as for a field), and
//     pointers to them; the type arguments of the package's registry (see
//     Generic, pointer, variadic and map forms). It is saved as an object
//     {"$type": NAME, "$value": VALUE} (the same object in the binary form),
//     NAME as the package spells the type ("int", "Point", "*Plain",
//     "time.Duration"), VALUE written as a kept local of that type is. A
//     pointer is saved as the value it points to with its number in the
//     save, {"$type": "*Plain", "$ptr": K, "$value": VALUE}, K counting from
//     0 the pointers the save meets in interface values, the same K and
//     value at every place holding that pointer; a load makes the pointer at
//     the first place it reads and hands the others the same one, so places
//     that shared a pointer share one after a load. A nil pointer's value is
//     null (a non-nil interface holding a nil pointer again after a load). A
//     load of a NAME the package does not list for the interface (a type
//     renamed or deleted since, or a save of other code) fails with an error
//     wrapping ErrUnregistered that names it, as a generic passage's type
//     argument does; a value that does not fit its type is unreadable (a
//     field keeps its default, a local's passage restarts);
//   - anything else (a func, a channel, a complex number, a type of another
//     package outside the registry): "unsaveable TYPE", which a load reports
//     as unreadable (a field keeps its default, a local's passage restarts),
//     never as nil.
//
// arcgen refuses a kept local, parameter or field of an interface type that
// neither an arc of the package nor any of the types above implements.
//
// # Binary form
//
// Scheduler.AppendSnapshot writes the same content in binary, for whole-game
// snapshots, rewind and save games; LoadSnapshot reads it and CheckSnapshot checks
// it. The same generated ArcSave and ArcLoad write and read both forms (the Writer
// and Reader carry the form), so each arc type's codec is worked out once, by
// arcgen, with no reflection and no map per value: values are tagged bytes, and
// every name (arc type, passage, key, field, local, string value) is written once
// in a string table and then referred to by its index. The names stay in the save,
// so the load ladder works on the binary form exactly as on JSON. A random stream
// is written with an id, the same for every arc holding the same *griff.Rand, so
// shared streams are shared again after a load. Writing 1,000 arcs allocates
// nothing once the scheduler's buffers have grown; reading allocates what the
// arcs hold (the arc, its frames, its slices and streams) and little more. Bad data
// (truncated, edited, foreign) is refused, before anything changes, with an error
// wrapping ErrBadSnapshot that says what is wrong and at which byte; it never
// panics.
//
// # Load ladder
//
// A save may be loaded into a game whose scripts were edited since: a key
// renamed, a local gone, a passage deleted. The load ladder is what Load does
// then, going down one rung at a time until the arc can resume. Load restores
// each arc frame by frame from the root:
//   - the key and every local it needs are in the save: resume at the key;
//   - the frame above cannot be restored: re-run the keyed statement (call the
//     passage again, or start the wait again);
//   - the key, or a local it needs, is gone or unreadable: restart the passage with
//     its saved parameters. A range loop's saved position counts as unreadable
//     when the loop can never be paused there (CheckIndex, CheckRuneIndex: an
//     index below 0 or at or past the end of the ranged value, such as -1 or
//     1,000,000 for a loop of 4), since resuming there would replay or skip
//     rounds and play differently from the game that saved; the problem names
//     the arc, the key, the local and the value;
//   - a parameter or the passage itself is gone: drop the frame and let its caller
//     re-run the call;
//   - the root passage is gone: restart the arc; an unknown arc type: drop it.
//
// Each step down the ladder is reported as a Problem. A field missing from the save
// keeps the arc's default; one present but unreadable is reported and keeps its
// default. Bad data never panics: Load returns an error wrapping ErrBadSave for data
// that is not a save.
//
// # Decisions
//
// Waits count game time given by the caller; a raise counts from the tick after it
// (scripts hand work along at most a step at a time); latch waits poll the latch on
// resume rather than trusting the wake. Wake ends a trigger wait with nil, as a
// timeout does. A quarantined arc released runs again from the start of the segment
// it faulted in (a segment is the code between two pauses: the code since its
// last pause runs again). Passages called on other arcs: see Passage calls
// inside expressions for which receivers are read again and which are kept.
package arc

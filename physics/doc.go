// Package physics is Griff's 2D physics: a World per scene being played, built
// on github.com/jakecoffman/cp/v2 (v2.1.0, a Go port of Chipmunk2D 7) from plain
// components the scene file holds. It imports only griff, scenes and cp.
//
// The words this package uses:
//   - A body is something that moves under physics: dynamic (pushed by
//     gravity and collisions), kinematic (moved by game code at a velocity,
//     pushing others without being pushed: a lift) or static (never moves:
//     ground and walls).
//   - A collider gives a body its shapes, what touches; a sensor shape
//     reports touches and pushes nothing; a one-way shape (a platform you jump
//     up through) blocks from one side only.
//   - Layers and mask say what touches what: two shapes touch when each one's
//     layers meet the other's mask.
//   - A step of the world is one fixed step of the game (package runtime).
//   - cp is github.com/jakecoffman/cp/v2, the solver underneath. An arbiter is
//     cp's record of one pair of touching shapes; its broad phase finds the
//     pairs whose bounding boxes overlap; a pre-solve callback is a function
//     cp calls for a touching pair before solving it.
//
// # Components
//
// Registered in init, saved in scene files:
//
//   - "Griff.Body" (Body): dynamic (the default), kinematic or static; velocity
//     and angular velocity (state); gravity scale, fixed rotation, linear and
//     angular damping, a continuous option for fast bodies, never-sleep.
//   - "Griff.Collider" (Collider): one component holding a list of Shapes (box,
//     circle, capsule, polygon, segment, chain), each with friction,
//     restitution, density, sensor, one-way side, layers and mask. Reports and
//     queries name a shape by its index in that list. A Collider without a
//     Body is a static body of its own.
//   - "Griff.Joint" (Joint): pivot (with angle limits and a motor), spring,
//     distance. It joins the body named by Body (0: its own entity) to Other
//     (0: the world), so several joints can hang off one body from child
//     entities.
//   - "Griff.Rope" (Rope): point masses joined by slack distance links, plus a
//     tether from end to end that holds the length whatever the masses.
//   - "Griff.TilemapWalls" (TilemapWalls): a grid of solid cells merged into
//     few boxes by MergeCells (runs in rows, equal runs across rows); a 100×20
//     level with a floor, two side walls and three platforms is 6 boxes. In a
//     scene file its cells are taken from a tilemap's tile set, the one model
//     of tile collision (visual.TileSet: a tile solid or one-way), with
//     "fromTilemap"; see TilemapWalls.
//
// The cp objects are caches kept in the World, keyed by entity id and rebuilt
// from the components; nothing of cp is in the scene file (a snapshot, see
// Snapshots, holds all of it). The World notices added,
// removed, deactivated and edited components before each step (Collider
// shapes and tilemap cells are compared with what was built, Body.Kind too);
// Joint and Rope settings are read when built and a change rebuilds them.
// Defaults are zero values: friction 0 means DefaultFriction (negative means
// none), density 0 means DefaultDensity (negative means massless), gravity
// scale 0 means 1 (NoGravity for none), layers 0 mean layer 1 and mask 0 means
// all layers. Shapes ignore the entity's scale.
//
// # Units and angles
//
// World units, y down, and seconds. Gravity defaults to (0, 980) world units
// per second² (9.8 m/s² at 100 units a metre); mass is density (default 1) ×
// area in square world units. cp's angle turns +x towards +y, exactly as a
// Griff transform's rotation does, so angles pass through unchanged: with y
// down a positive angle turns clockwise on screen, as everywhere in Griff.
// Vectors are converted at the boundary (cp.Vector ↔ griff.Vec).
//
// # The step
//
// World.Step(dt) first syncs (World.Sync): it walks ActiveRead[Body],
// ActiveRead[Collider] (those without a Body) and ActiveRead[TilemapWalls] in
// hierarchy order (while the scene's structure count, scenes.Scene.Structure,
// is what it was through the last sync, a body's Collider is its record's
// and only the Colliders without a Body are visited, from the list the last
// full pass made: the pointers are still their entities' then;
// TestSameStructureSyncChangesNothing), building new bodies in that order, removing those whose entity or
// component is gone or inactive, and reading every body's transform and
// settings. A transform changed by game code since the world last wrote it
// moves the body there: dynamic and static bodies are put there at once
// (velocity kept, so set Body.Velocity to zero too if a teleport should stop
// the body); a kinematic body that moved without a teleport gets the velocity
// that reaches the new place in one step, so it carries what stands on it,
// and is put exactly there after the step. A changed Body.Velocity or
// AngularVelocity is given to the body. Moving a static or kinematic body
// wakes what rests on it. Then cp steps, continuous bodies are swept, and
// each awake dynamic or kinematic body's position and rotation are written to
// its transform (and a dynamic body's velocities to its Body). Writing goes
// through Transform.SetPosition/SetRotation, so a moved body is Moved and is
// drawn between its two places; a teleported body stays Jumped and is drawn
// where it is; a sleeping body is not written and does not move.
//
// Change marks (decided for issue 12): the world reads its components with
// the read-only iterations (scenes.ActiveRead), Joint and Rope included, so
// reading marks no entity changed, and writeBack marks an entity
// (Entity.MarkChanged) only when the bits of its Body's velocities change;
// its transform setters mark the transform only when it moves. A Timeline so
// shares the records of sleeping, static and resting bodies, step after
// step, instead of writing every body's again.
//
// Bodies live in world space: a body's transform is converted through its
// parent's world matrix when read and written, but a body is not carried when
// only its parent moves. Keep bodies as roots or under still entities.
//
// # Sleeping
//
// On by default: a body whose kinetic energy stays below that of its mass at
// Options.IdleSpeed (by default the speed gravity adds in one step, or 1 world
// unit per second in a world without gravity) for Options.SleepTime (0.5 s)
// falls asleep together with the bodies it touches (cp's rule). Changing a body's velocity or transform wakes it.
// Bodies touching a kinematic body never sleep (cp keeps them awake so the
// kinematic body can carry them), even when it stands still.
//
// # Reports and queries
//
// World.Touches lists, after each step, every pair of touching shapes with
// TouchBegin or TouchStay: first the pairs with a sensor, a one-way shape or
// a shape on a kinematic body, in the order cp's collision detection found
// them; then the other pairs cp solved, read after the step from each dynamic
// body's contacts, bodies in the order built (a pair under the body cp names
// first in it, unless that body is not read: static, kinematic or asleep all
// step); then pairs kept while asleep; then TouchEnd in last step's order.
// Each has the contact normal, a point and the impulse between them (pushes).
// Decision (issue 20): the reports are written only for a world that reads
// them. A step after one whose reports nobody read (Touches or TouchesOf)
// nor snapshotted keeps each pair's report in the pair and leaves out's
// slots to the first reader, which copies them (a snapshot copies them
// first too, so its bytes are the same; Counts counts them unwritten); a
// world read or snapshotted every step writes each report while it has the
// pair at hand, as before. Either way the reports are the same
// (TestUnreadReportsSame). Deriving the reports from cp's arbiters at the
// first reader, with no pair work in an unread step, was measured and not
// built: a snapshot needs each pair's impulse of the step before, which cp
// does not keep (see the phys12 paragraph at the end).
// Impacts
// lists first contacts closing faster than Options.ImpactSpeed. Within a pair
// A has the lower entity id. Queries (Raycast, RaycastAll, OverlapPoint,
// OverlapCircle, OverlapBox) see the world as of the last Step or Sync, and
// sort by (distance, entity id, shape index).
//
// The solver names no gameplay component: the system that owns a crate or a
// player sets its Body fields before the physics step, and reads reports
// after.
//
// # Determinism
//
// A world built from the same scene and given the same calls gives the same
// bits (TestDeterminism steps two worlds from one scene file 600 times). What
// this rests on, checked in cp v2.1.0's source:
//
//   - Bodies, shapes and constraints are created in hierarchy order, never
//     from a map; cp keeps them in slices.
//   - cp's BBTree (its tree of bounding boxes) keys its leaves by shape id (a per-space counter), so the
//     broad phase visits pairs in the same order every run; the arbiter list
//     the solver runs over is built in that order.
//   - Each body's list of arbiters, from which most touches are read, is
//     rebuilt every step from that arbiter list (each pushed to its front),
//     so it too is in broad-phase order, reversed (and read back to front).
//   - cp's arbiter cache is a hash set keyed by the shapes' pointer values, so
//     its iteration order changes from run to run. cp iterates it only to drop
//     old arbiters and call separate callbacks. Results do not depend on it,
//     but separate callbacks come in pointer order, so this package does not
//     use them: it finds ended touches itself by comparing this step's pairs
//     with the last step's (maps only looked up, orders from slices).
//   - cp recycles dropped arbiters through a sync.Pool, whose hand-back
//     order depends on the cache's pointer order, the P and the garbage
//     collector. cp resets every field on reuse, so results do not depend on
//     it, but which object an arbiter is did, and with it what snapshots
//     number and reach (snapnum.go; static bodies keep pointers to dropped
//     arbiters): the world replaces the pool by an empty one before each cp
//     step, so every arbiter cp takes is new (snappool.go).
//   - cp counts bodies in an unguarded package variable (only for
//     Body.String); NewWorld and body creation take a package mutex around it
//     so two games may build worlds at once without a data race. The id a
//     body gets is then replaced, for a dynamic body, by its place in the
//     step's walk (setWalk, see Cost), which depends only on the world.
//   - Body damping uses griff.Exp, never cp's damping (cp's space damping
//     stays 1, and math.Pow(1, dt) is exactly 1).
//
// Across architectures: the Go compiler may fuse x*y + z into one
// instruction on arm64, ppc64le, s390x, riscv64, loong64 and amd64 v3. This
// package's own products are rounded with float64(...); cp's code, mathgl's
// and the math package's Sin and Cos (pure Go everywhere but s390x) are built
// with fusion off by the flags every Griff build passes
// (hosting.DeterministicGCFlags). This package is in that list too, though its
// own code needs no flag: the compiler inlines cp's small methods into their
// callers and compiles them with the caller's flags, and an arm64 build of
// this package without its flag fuses 121 multiply-adds, 107 of them in cp's
// Vector.Dot, Vector.Length, Vector.Lerp and Transform.Point (Body.LocalToWorld)
// inlined here. Rounding them here would mean never calling a cp method that
// multiplies, a rule no check could hold, so the flag stays for this package.
// With the flags the built-in game and the platformer playthrough give
// amd64's bits on arm64, riscv64, amd64 v3 and wasm, at 60 and at 120 steps a
// second (tests/crossarch_test.go).
//
// What no flag reaches is math's Exp and Log, assembly on amd64 (Exp takes
// another path when the processor has FMA) and s390x (Pow, Exp, Log), pure Go
// on riscv64, ppc64le, loong64 and wasm (arm64's gave the pure Go bits in
// every case measured). cp calls them each step:
// its contact bias is 1 - math.Pow(0.9^60, dt), a joint's 1 - math.Pow(errorBias,
// dt), and a damped spring's damping factor 1 - math.Exp(-damping*dt*k).
// Measured (Go 1.26, every step rate 1 to 1,000 and 144 above, with both
// lengths a step takes, whole nanoseconds): with dt in seconds, Pow gives
// amd64's bits on the pure Go architectures and arm64 except at 56 step rates
// of the 1,000 (among them 16, 24, 30, 120 and 763), amd64 with and without
// FMA differ at 28 (among them 120, and 60 at half speed), s390x at 104; at time
// scales 0.5, 0.25 and 2 more again, and Exp in 2% of a sweep of damping
// arguments. With dt a whole number, Pow(x, n) is repeated squaring in plain
// arithmetic and gave the same bits on every one of them (and Pow(x, 1) is x).
//
// Decision: cp counts time in nanoseconds, game time's own unit
// (runtime.Clock), so World.Step hands cp a whole number however the step rate
// and time scale cut the second. Velocities, gravity, forces, torques,
// impulses and spring constants are converted where they cross into cp and
// back (cptime.go); positions and angles need no converting. cp's default
// biases are for seconds, so the world sets the space's collision bias and
// every joint's error bias to 0.9^(60e-9), worked out with griff.Pow: 10% of
// an overlap corrected in each 1/60 s, as cp does. JointSpring is cp's damped
// spring with cp's damping at 0 (1 - math.Exp(-0) is 0 everywhere) and the
// factor set after cp's PreStep from griff.Exp (spring.go); body damping was
// already griff.Exp, with cp's space damping 1 (math.Pow(1, dt) is 1). cp
// keeps the collision bias, the spring's factor and its tree's velocity
// function (which widens a moving shape's box by 0.1 time units of travel,
// kept at 0.1 s) unexported with no setter, so they are set by field offset,
// found by name once; a cp without those fields panics at initialisation, which
// only upgrading cp can cause and its first test run shows. The cost is a
// division at each crossing, not measurable in a step (see Cost).
//
// A world restored from a snapshot steps to the same bits as the one that
// never stopped (see Snapshots).
//
// # Snapshots
//
// World.AppendSnapshot writes the world's whole state as bytes and
// World.RestoreSnapshot puts it back, into the same world or into a new world
// of a scene restored exactly (same entity ids, transforms and component
// fields; the entities may be new values), so the restored world steps to the
// same last bit. World.RestoreSnapshotIn moves an existing world to such a
// scene (a game's restore reads a new scene value): it keeps its cp space and
// the codec's plans, which a new world makes again (most of the cost of a
// small game's restore). The state is more than the scene holds: cp's bodies (force,
// torque, sleeping groups and idle timers), their order in cp's lists, cp's
// constraints and their accumulated impulses, the arbiters it warm-starts
// from (each contact's accumulated normal and tangent impulses, stamps,
// state), the trees of bounding boxes its broad phase walks (their shape
// decides in what order pairs are found, and so the solver's order), the
// space's stamp and counters; and this package's records (what each body was
// built from, the touches being tracked, bounds left out).
//
// cp v2.1.0 keeps nearly all of this unexported, and the repository keeps no
// copy of cp. Decision: a graph codec (snapgraph.go) that reaches every field
// with reflect and unsafe, from two roots (the World and its cp.Space):
//
//   - Every field of every object reached is written, in declaration order,
//     unexported ones too: numbers exactly (floats as their bits), slices by
//     value, pointers as object numbers in the order first met (so sharing
//     and cycles, bodies ↔ shapes ↔ arbiters ↔ tree nodes, are kept), with
//     each object's fields after the roots; interfaces as a number from a
//     short list of types (cp's shapes, constraints and tree; this package's
//     records); functions as a number from a table of known functions (cp's
//     integration and bounding-box functions, and those a new cp space
//     holds). A field cp adds later is written with no change here.
//   - What is not state is left out, each field with its reason in snapSkip
//     (snapshot.go): indexes rebuilt from the lists (the maps by entity id),
//     scratch and free lists, the world's collision handlers and callbacks
//     (made by NewWorld and bound to the world), and the seams (what
//     findSeams works out from the static shapes: a restore over a world
//     whose seams are found and whose static shapes are the same, one for
//     one, in geometry, filter, one-way side and watching, sensors left
//     out, hands that world's seam information to the new shapes, which the
//     rewind and rollback case always is; otherwise they are found again
//     before the next step). Maps are never written:
//     one that is state is written as a sorted list (World.refused).
//   - cp's arbiter cache is a hash set keyed by pointer values; it is
//     written sorted by the shapes' ids and rebuilt with the new pointers.
//   - Memory shared between objects comes back unshared (a slice is written
//     by value, a pointer as an object of its own), so state must not live
//     in shared memory or in memory only a skipped field reaches.
//     TestSnapshotMemoryNotShared walks worlds (sleeping, woken, a rope, a
//     joint) and fails on a slice overlapping another, a pointer into a
//     slice's elements, or either lying in skipped memory. The one case cp
//     has is its ring of contact buffers, which arbiters' contacts are
//     slices of, and which cp writes over while the arbiter of two sleeping
//     bodies still points into it (snapbuffers.go): decision (format 4),
//     the ring is written after the graph (each buffer's stamp and count,
//     and where each cached arbiter's contacts lie) and rebuilt on restore,
//     the contacts put back at their place. Before, a stack asleep and woken
//     by game code after a restore drifted (issue 12, helper physfix;
//     TestRestoreWakesSleepers), and a restore into a new world panicked
//     when a body was woken before its first step.
//     cp's other sets (the trees' leaves) hash by shape id and are written
//     as they are, so their order is kept.
//   - Pointers outside the world are written as names: entities and physics
//     components by entity id (looked up in the world's scene on restore;
//     an entity gone from the scene, named only by an ended touch or a
//     record the next step drops, comes back as a destroyed stand-in of the
//     same id, so the next snapshot writes the same bytes), the space, and
//     cp's collision handlers by number.
//   - Guarding cp's layout: the header holds a hash of every type's plan
//     (types, kinds, field names and offsets), so a snapshot from a build
//     with another cp is refused, never misread; a map, channel, unknown
//     function or unknown interface type met makes AppendSnapshot return an
//     error naming the field; TestSnapshotLayout checks that every field
//     snapSkip names exists and that the two unexported fields read by name
//     (Space.cachedArbiters and defaultHandler) and cp.ShapePair are what
//     they were. Upgrading cp means running the tests, no more. The hash
//     is FNV-64a of the text "%s/%d/%d/%d;" of each plan and "%s@%d;" of
//     each field, appended without fmt (TestLayoutTextAsFprintf checks it
//     against fmt.Fprintf's); a codec's plans skip fields by a set of
//     snapSkip, and cp's layout is checked in the fresh space the codec
//     harvests its functions from (newSnapCodec 3.2M to 1.6M instructions,
//     issue 20).
//
// The components hold no state of their own beyond their saved fields: every
// field of Body, Collider, Joint, Rope and TilemapWalls is in the scene file
// (Body's velocities are written back by the world after each step), so the
// scene restored and the snapshot together are the whole physics.
//
// The bytes depend only on the state and on the snapshots the world took
// since it was made or restored (object numbers last, see format 3 below),
// never on map order, addresses, timing or process-wide counters (cp's body
// numbers are left out), so snapshot, restore, snapshot gives the same bytes
// (TestRestoreStepsToSameBits) and two runs that snapshot alike write alike
// (TestSnapshotBytesDeterministic).
// The restore tests (a pile with sleeping bodies, a pendulum, a rope, springs,
// distance and motor joints, a kinematic lift, a one-way platform, a sensor and
// tilemap walls; pyramids settling and asleep; the built-in game in tests/)
// compare the restored world's next steps with the original's bit for bit, and
// TestRestoreNeedsTheContactCache shows they fail when the arbiter cache is
// left out. The clock is not the world's: the game's step length alternates
// between 16666666 and 16666667 ns, so a restore is exact only with the
// game's clock restored too (the snapshot core does).
//
// Bad data: the header has a magic, a version, the layout hash, the length
// and a CRC-32 of the rest, so truncated, edited and foreign data is refused
// with an error wrapping ErrBadSnapshot. Behind the checksum every read is
// bounded by the data left and every object, type and function number is
// checked (FuzzRestoreSnapshot reseals fuzzed data to reach it), and the
// world is rebuilt on the side and swapped in only when complete, so a
// refused snapshot leaves the world unchanged.
//
// The checksum is not a defence: anyone who edits a save file can compute
// its CRC again, and a snapshot kept in memory (SnapshotOptions.NoChecksum,
// a Timeline, the agent's load_snapshot) has none. A graph that decodes
// cleanly can still be one cp cannot step: a sleeping component's list in a
// cycle makes FloodFillComponent loop forever, a tree leaf that is not in
// its set makes HashSet.Remove panic, a polygon counting more vertices than
// it has planes makes PolyShape.CacheData panic. Decision (issue 12, helper
// physcheck): after decoding and before the world is swapped in, the
// restore checks the state the way cp's step relies on it
// (snapvalidate.go, snapvalidate_index.go) and refuses a snapshot that
// fails with an error wrapping ErrBadSnapshot that says what is wrong, the
// running world unchanged:
//
//   - the space: 1 to MaxIterations solver iterations; not in the middle
//     of a step (not locked, no roused bodies, no post-step callbacks);
//   - bodies: each in one place once (the awake list, the static list or
//     the space's static body, a sleeping component), of a type that fits
//     it, naming the space, with its integration functions; position,
//     velocities, force, angle, torque, transform finite; mass, moment and
//     their inverses neither NaN nor negative (infinite is how cp marks
//     static and kinematic bodies); sleeping components' lists finite,
//     acyclic, each body rooted at its component's root, awake bodies in
//     none;
//   - shapes: each listed by one body of the space, naming it and the
//     space, with mass information, a class (circle, segment, polygon) that
//     is this shape, a finite radius ≥ 0, a polygon's planes twice its
//     vertex count; every one a leaf of the right tree (awake bodies' in
//     the dynamic tree, the others' in the static one);
//   - the trees: each set of leaves has a table of its size, every bin
//     where its shape's hash puts it and holding that shape's node, as
//     many as it counts (a cycle in a chain is more); each tree's nodes
//     form a tree (children name their parent, inner nodes have two
//     children, leaves none, no node met twice) whose leaves are its set's;
//     the pairs of both trees are each in the lists of its two leaves, back
//     links agreeing, no list in a cycle; the indexes link as cp links them;
//   - arbiters (the cache, the space's list and every body's list): shapes
//     of the space, bodies those shapes', two different bodies, no more
//     contacts than their list holds (at most two), handlers set; every
//     body's arbiter list and constraint list walk back and forth in
//     agreement, meeting no arbiter or constraint twice;
//   - constraints (the space's list and the bodies'): a class that is this
//     constraint (this package's spring wraps cp's, with its force
//     function), naming the space and two different bodies of it;
//   - this package's records: every body record's body and shapes are the
//     space's, every shape of the space refers to a record of its body,
//     joints' and ropes' bodies and constraints are the space's.
//
// Each check costs O(objects) once per restore: every object is marked once
// in one reused address table (snapindex.go), every list is walked with a
// bound, so a cycle is an error and never a hang. Measured with cachegrind
// on BenchmarkSnapshot_820/Restore (820 boxes), a restore went from 70.6 to
// 75.2 million instructions (+7%), no allocation once the table has grown;
// with a Go map per kind of object it was +25%. What is not checked: numbers
// that only make the world behave badly (a huge but finite velocity, a
// negative friction, a joint's anchor far away), the contents of arbiters'
// contacts and of the World's touch records beyond their shapes, and
// whether the state is one cp could have reached (two boxes overlapping).
// FuzzRestoreThenStep restores fuzzed snapshots (and real ones with a few
// bytes changed), steps what is accepted 40 times and fails on a panic or
// a hang; TestRestoreRefusesBrokenGraphs breaks each kind above in turn.
// World.AppendSnapshotWith with SnapshotOptions.NoChecksum leaves the CRC out
// (a flag in the version byte says so; about a fifth of a snapshot's time):
// for snapshots that stay in the process or travel inside data with a check
// sum of its own, as the physics system's part of a game snapshot does.
//
// Cost (BenchmarkSnapshot_820 and _5050, a plain step in the same run, CPU
// time on the shared 2-core machine of December 2026, so roughly): a
// 820-box pyramid's snapshot is 1.6 MB and takes about 0.8 to 0.9 steps'
// time, its restore about 2.2; a 5,050-box pyramid's is 11 MB, about one
// step, its restore 1.2 to 1.5. The built-in game's physics
// (tests/BenchmarkBuiltinGamePhysicsSnapshot) is 47 KB and about 30 µs, a
// third of a whole game step; a restore about three steps. A steady snapshot
// into a reused buffer allocates nothing (TestSnapshotSteadyAllocs); a
// restore allocates the objects from arrays made a few at a time and reuses
// the cp space of the world the previous restore replaced (a new cp space
// costs 1,024 pooled arbiters). Decision (format 2): speed over size. The
// writer no longer looks at a field at a time through reflect: each type's
// plan is flattened once into runs of numbers copied as their bytes, objects
// are numbered in a reused address table rather than a map, and interface
// types and functions met are remembered per plan. That made a snapshot 2
// to 4 times faster than format 1 (varints for every number, 21 KB for the
// game's physics, 1.3 MB for the 820 boxes) at 1.3 to 2.3 times the size.
// What is left is the walk itself, an object and a pointer at a time.
//
// Format 4 is format 3 with cp's ring of contact buffers after the graph
// (above); format 3 and 2 snapshots are still read, with an empty ring.
//
// Format 3: numbers that last, and the snapshot memo. A snapshot after
// every step (a timeline, the loop's fault guard, rollback) must cost little
// next to a step, and most of a game's physics does not change between steps
// (static bodies, their shapes and broad-phase tree, sleeping bodies, bodies
// at rest). Format 2 numbered objects in the order met, so one arbiter made
// or dropped renumbered everything after it and no object's bytes could be
// kept. Format 3 gives each object a number that lasts while every snapshot
// meets it (snapnum.go: the lowest free number when first met, given back by
// the first snapshot that does not meet it, taken again by a restore from
// the snapshot read), and the memo (snapmemo.go) keeps, per object, an image
// of its memory (with its slices' contents), the bytes it wrote, the numbers
// its pointers wrote and what its external pointers wrote; an object whose
// memory equals its image and whose external pointers (entities,
// components) still write the same has its bytes copied, the objects it
// points at queued from the numbers kept. A number field that changes every
// step in objects that otherwise rest (snapVolatile: bodyRec.seen, the
// sync's stamp) is left out of the comparison and written over the copy.
// The bytes are exactly those written without the memo
// (TestSnapshotMemoSameBytes compares every snapshot of 400 steps: bodies
// made, destroyed, a static box moved, a restore). Format 2 snapshots are
// still read (their numbers are format 3's with each new object the next).
//
// Decisions: a memo that proves each copy rather than a dirty flag set by
// every setter or a "static epoch" named by reference: cp changes its
// objects' fields itself (the solver, sleeping, the broad phase), where no
// flag can be set without a copy of cp, and a missed flag would write stale
// state; proving is an image compared, a cost in proportion to the bytes.
// Each snapshot stays whole (a save file, a timeline entry, a network packet
// need no other). What a number is now depends on the snapshots a world took
// since it was made or restored: two worlds in one state that took
// different snapshots before may write the same state with other numbers (so
// different bytes); both restore to the same world. Snapshot, restore,
// snapshot still gives the same bytes, and a world restored from a snapshot
// writes the next snapshots as the world that wrote it would have
// (TestRestoredWorldNumbersOn). The numbering keeps the objects of the last
// snapshot alive until the next one (so no other object can take an address
// that holds a number); a table with fewer than half its numbers held is
// numbered afresh; an address met as two types (a pointer to a struct's
// first field) numbers that snapshot afresh. Memory: the images, bytes and
// numbers of one snapshot's objects, about twice the physics snapshot,
// compacted when more than half is left over.
//
// Measured and not kept (2026-12-05, helper phys9): numbers given in the
// order a snapshot meets the objects, so the bytes are a function of the
// state alone at every cadence of snapshots (the memo kept while each kept
// number is its object's place in that order, the snapshot written again
// from scratch when one is not). Cachegrind instructions of a step and a
// snapshot of the 820-box pyramid (sleeping off) 51.44M to 53.20M (the
// snapshot alone 26.46M to 28.22M, +6.7%), of the memo tests' pile 2.93M to
// 3.57M (+22%), of a 210-box pyramid asleep +0.5%. Nothing compares two
// worlds' physics bytes: fingerprints and the desync checks of rollback
// sessions digest the scene's components and the systems' saved state
// (runtime.Game.StateDigest), which the physics world is not part of, and a
// restore of either world's bytes gives the same world. So the cheaper
// snapshots every step of a rewind timeline stay.
//
// # Seams
//
// Ground made of several static shapes (tilemap walls merged into
// rectangles, boxes laid edge to edge, polygons, chains) has seams: faces and
// corners inside the ground. cp collides each shape on its own, so a body
// sliding across a seam meets the next shape's side face or corner and
// catches on it ("ghost collisions": a box stops dead, trips or hops, a
// circle bounces, a player falling along a wall lands on the seam). Decision:
// a pre-solve rule on static ground, the same for every kind of shape.
//
//   - Before a step in which a static shape was built, removed or moved, the
//     world finds the seams (findSeams): for each static polygon face, the
//     parts that, moved out by MinSize, lie inside a static neighbour with
//     the same layers, mask and one-way side (gaps shorter than 0.01 count as
//     covered); for each static segment end, the other segments ending
//     there. Neighbours are found with a grid whose cells are the median
//     shape's size and related in the order of a sweep along x (boxes sorted
//     by left edge, ties in build order), so the result is the same every
//     run. For shapes of about one size (tilemap walls, tiles laid by hand)
//     the work and memory grow in step with the number of shapes; a shape
//     covering more than 64 grid cells is compared with every shape.
//   - A contact with a shape that has seams goes through a pre-solve callback
//     (only these pairs: every other pair is solved by cp alone, unchanged).
//     A contact on a covered part of a face, or at a corner both of whose
//     faces are covered, takes the normal of the nearest uncovered face of
//     the shape or of a neighbour covering it: the ground's real surface. A
//     contact at a corner with one face covered takes the other face's
//     normal. At a segment end shared with other segments, a normal outside
//     the segments' normals takes the nearest of them (in line: the
//     segment's own). The shape's contact points move onto the surface of
//     the new normal (a circle's or capsule's onto its lowest point), so the
//     depth is measured across the real surface and a body sunk into the
//     ground is still pushed out. A shape buried on every side drops the
//     contact.
//   - Touches keep the order of the other pairs; a corrected contact reports
//     its corrected normal.
//
// Considered and not chosen: Box2D's chain shapes with ghost vertices and
// cp's segment neighbours (Chipmunk's cpSegmentShapeSetNeighbors; cp v2.1.0
// keeps the tangents but has no way to set them, and they only serve
// segments, one-sided, with no inside to push a sunk body out of); building
// tilemap walls as outline chains (would change every tilemap's shapes,
// touches and the recorded playthroughs, and leaves boxes laid by hand
// catching). The rule does not join kinematic or dynamic bodies, a segment
// ending on a polygon, or shapes of different layers.
//
// # Ranges
//
// Numbers the solver can handle are bounded (see MinSize, MaxSize,
// MaxPosition, MaxSpeed, MaxAngularSpeed, MaxGravity, MinDensity, MaxDensity,
// MaxFriction, MaxRestitution, MaxDamping, MaxIterations): sizes, densities,
// friction, restitution, velocities, gravity, damping and iterations outside
// their range are clamped into it; shapes whose points or offset are more
// than MaxSize from their entity, bodies placed more than MaxPosition from the
// origin and tilemaps with cells outside the size range are left out. Each
// warns once in the problem log naming the entity and component ("physics"
// for Options, with no entity). A body the solver carries beyond MaxPosition
// is stopped where it was, as a runaway one is. TestLimitsClampAndWarn checks
// each.
//
// # Bounds on a step's work
//
// cp finds every pair of shapes whose bounding boxes overlap and solves each
// pair Options.Iterations times, so n bodies on one point cost n²/2 pairs a
// step, and a few thousand bodies spawned on one point can make one step run
// for minutes (crowd.go records the case). Spawning is bounded elsewhere
// (runtime/lifetime: 64 copies per spawner per step, 50,000 entities per
// scene); the world bounds what it simulates of them. Decisions, counted in
// bodies and shapes, never in time:
//
//   - MaxBodies (10,000): at most that many dynamic bodies are built (rope
//     points not counted); one built past it is left out and joins from the
//     step after a body leaves. The largest scene measured, the 5,050-box
//     pyramid, is half of it.
//   - MaxCrowd (16): a dynamic or kinematic body is built, and a dynamic
//     body is put where game code set its transform, only if at most 16 shapes of other moving (dynamic or
//     kinematic) bodies have bounding boxes overlapping its own (a square
//     around its origin reaching its farthest shape point). Otherwise it is
//     left out (taken out if built) until its transform changes. So copies
//     spawned on one point are built 17 at most while the point is crowded,
//     136 pairs instead of n²/2, and each body joins with at most 16 pairs.
//     A box in a stack or pyramid overlaps 6 to 8 others, so no scene that
//     the solver can separate is touched: the pyramids, the tests' scenes
//     and the recorded playthroughs give the same bits.
//
// Each bound warns once per world, naming the first entity it left out and
// its Griff.Body; World.Counts reports the bodies built, those left out in
// the last sync and the touching pairs of the last step. A body left out by
// MaxCrowd is not checked again until it moves; one left out by MaxBodies is
// tried again each sync.
//
//   - MaxWallCells (1<<20, 1024×1024) and MaxWallShapes (16,384): one
//     Griff.TilemapWalls is built from at most that many cells and makes at
//     most that many rectangles; the rest (the last cells, the lowest
//     rectangles) is left out with one warning naming the entity and
//     component. The built-in game's walls have 2,400 cells and 11
//     rectangles at most; MaxWallShapes says what a wall at the bound costs.
//
// Not bounded: bodies the solver itself pushes into a pile after they were
// built (it separates them, unless a huge gravity or mass crushes them),
// kinematic bodies moved onto one point after they were built, and static
// shapes (never paired with each other), whose number is the scene file's. A dynamic body whose box is far
// larger than its neighbours' (a dynamic platform over many small bodies) may
// count more than 16 and wait until it is moved clear.
//
// # Bad data
//
// cp v2.1.0 compiles its own checks out (its assert does nothing unless built
// with the debug tag), so this package checks what would corrupt the solver:
// unusable shapes (non-positive sizes, polygons on a line, negative radius),
// springs without stiffness, joints between one body or two bodies that
// cannot move, ropes with absurd numbers, bodies (and tilemap walls) whose
// transform is not finite, and bodies whose motion stops being finite. Each
// warns once in the scene's problem log, naming entity and component, and is
// left out (a runaway body is stopped; a body whose transform becomes NaN is
// taken out until it is finite again, since cp would spread the NaN through
// its broad phase). TestBadInputWarnsOnceAndIsLeftOut covers each case.
//
// # Cost
//
// A step costs cp's step plus Griff's own bookkeeping, and a steady step
// allocates no more than cp's own. Finding seams runs only in a step after a
// static shape was built, removed or moved (or a restore over other static
// shapes, see Snapshots), so a game that moves a static
// body every step pays for it every step: move a kinematic body instead.
//
// Griff's part of a step, per body: sync reads the transform and Body and
// compares the Collider with the shapes built (records found through a cursor
// on the build order, not the map; a dynamic body nothing changed is
// recognised in one check, steady); beforeStep notes velocities;
// collectContacts reads the pairs cp solved (from cp's own list of the step's
// arbiters when no body slept or sleeps, never walking each body's arbiter
// list then; a lasting pair's impulse and point are read in one pass over the
// arbiter's contacts; see collectContacts); writeBack writes awake bodies;
// endStep builds the reports (but those collectListed wrote as it read their
// pairs, see below), storing fields without pointers when a report's
// slot already holds the same entities (no write barrier while the collector
// marks). Measured (issue 20) with sleeping off, callgrind with the collector
// off, per step after 10 settling steps, a run of n steps less a run of none
// (TestPyramidInstrProbe): the 820-box pyramid 24.84M instructions against
// cp's 23.41M (1.061x; 1.079x before the cursor, steady and one-pass changes),
// the 5,050-box one 178.8M against 170.5M (1.049x; 1.066x before). Since
// Transform.SetRotation no longer works out sine and cosine (scenes computes
// them when first read), the 820-box pyramid is 24.67M against 23.42M
// (1.0535x). What is left is mostly not Griff's to cut here: cp's handler
// look-up walking the (watched, watched) handler in the same hash bin as every
// plain pair (0.3%), and reading the arbiters back in the solver's order. In
// CPU time, interleaved rounds on a heavily loaded machine, 1.0x to 1.25x, too
// noisy to tell the change.
//
// The rest of the gap in CPU time is memory, not instructions: cachegrind
// (--cache-sim=yes, its last level set to 2 MiB to stand for a core's L2)
// counted, per step of the 5,050-box pyramid, 2.37M first-level data misses
// against cp's 1.96M and 1.78M last-level ones against 1.40M, all of the
// difference in Griff's own functions (cp's functions miss as often in both
// runs): reading the arbiters and pairs back after the step
// (collectListed, arbImpulsePoint), writeBack, endStep, sync with steady and
// sameShapes, beforeStep. So a step touches each record as few times as it
// can: sync's collider pass knows the entities whose Body it met from a list
// of its own (not their records); sync notes what beforeStep would (walk
// place, velocities, continuous start) for each record it finds at its place
// (prewalk), and beforeStep walks the records again only when one was not,
// one was dropped or a body sleeps (TestPrewalkChangesNothing); the sleeping
// state is not read when cp lists no sleeping group (anyAsleep); the reader's
// group is one field of the record; writeBack reads a dynamic body's kind
// before the kinematic fields in another line; endStep walks the last step's
// pairs only when one did not touch again; sweepContinuous walks nothing
// without continuous bodies. Measured the same way after (before in
// brackets), per step, Griff against cp: the 5,050-box pyramid 2.31M
// first-level misses, 1.18x (2.37M, 1.21x), 1.74M last-level ones, 1.24x
// (1.78M, 1.27x), 176.3M instructions, 1.047x (175.9M, 1.045x); the
// 820-box one 328k first-level misses, 1.23x (335k, 1.26x), 61k last-level
// ones (60k; cp's 26k: its whole step nearly fits), 24.75M instructions,
// 1.056x (24.67M, 1.052x). What is left is mostly what the reports and the
// scene need: each pair's arbiter, contacts and record, each body's record
// (six cache lines, its field order fixed by the snapshot format), cp body,
// transform, entity and Body component. The pyramid is not quite steady
// (about 200 pairs begin and 100 end in each step), so endStep's shortcut
// does not apply to it.
//
// Then collectListed stopped reading the shapes and the bodies' records of
// each arbiter: the bodies come from the arbiter's own fields (arbBodies),
// the reader's walk index from the cp body's first cache line, where setWalk
// keeps it in cp's Body.id (walkOf; cp reads the id only to print a body,
// snapshots skip it, and it is written only when the walk changes), and
// arbImpulsePoint hands back the normal and first body it read; sync skips
// dropUnseen's walk when every record was prewalked. Measured the same way
// (cachegrind with the collector off, LL 2 MiB), per step, Griff against cp,
// before in brackets: the 5,050-box pyramid 179.37M instructions, 1.0458x
// (179.52M, 1.0467x), 1.694M last-level misses, 1.217x (1.725M, 1.239x),
// 2.377M first-level ones, 1.208x (2.364M, 1.202x: Griff's own functions
// miss 20.6k fewer, cp's tree functions 20k more, a difference of addresses
// only, with no last-level miss more); the 820-box one 24.70M instructions,
// 1.054x (24.71M), 322k first-level misses, 1.205x (326k, 1.221x), 60k
// last-level ones (58k; about cp's own functions on fresh memory). Tried and
// left out: reading each arbiter once, in cp's order, into a one-line
// scratch record used in the grouped pass (5,050 boxes: collectListed and
// arbImpulsePoint 123k last-level misses against 118k, 2.413M first-level
// ones in all against 2.364M: the scratch, read in the grouped order, costs
// more than the arbiter lines it saves).
//
// Then (issue 20 again) three more reads of memory went. collectListed writes
// a lasting ordinary pair's report into its slot of Touches as soon as it has
// read the pair's arbiter (touchFilled, one call doing touch's steps and the
// report), so endStep writes only the others (pairs found in preSolve, read
// through readArbiter or carried over asleep; a pair met through a second
// arbiter makes it write them all, as before) and no longer reads each pair
// again. endStep finds the pairs that ended from a bit touch sets for each
// pair of the step before that touched again (each pair keeps its index in
// that list, not state: a restored pair does not have it, and endStep then
// walks the list as before), and skips the walk for pairs kept asleep when
// no body slept or sleeps. steady reads a body's fixed rotation, NeverSleep
// and plain gravity, damping and velocity function from copies in the
// record's last cache line, which the step writes anyway (bodyRec.hot, not
// state; a restored record is not steady until applySettings sets them;
// TestHotMatchesRecords), not from the two lines that hold them.
// TestCollectPathsAgree compares all of it with the walk of every list.
// Measured the same way (cachegrind, collector off, LL 2 MiB; 10 steps less
// none for 5,050 boxes, 30 for 820), per step, Griff against cp, before in
// brackets: the 5,050-box pyramid 178.77M instructions, 1.047x (178.78M,
// 1.047x), 2.076M first-level misses, 1.151x (2.158M, 1.197x), 1.653M
// last-level ones, 1.182x (1.697M, 1.214x): Griff's own misses past cp's a
// quarter fewer in the first level (355k to 273k) and a seventh fewer in the
// last (299k to 255k). The 820-box one 24.79M instructions, 1.057x (24.76M,
// 1.056x: touchFilled does more than the inlined touch it replaces), 301k
// first-level misses, 1.176x (310k, 1.210x), 55k last-level ones (58k; cp's
// 26k). What is left of Griff's last-level misses on 5,050 boxes, per step:
// reading the arbiters back (collectListed 60k, arbImpulsePoint 40k),
// writeBack 47k, steady 25k, sync 24k, sameShapes 22k (the Collider's shapes
// and the copy built, compared every step because game code may edit them in
// place), the reports 16k, prewalk 10k: each body's record (four of its six
// lines in sync, four in writeBack, their order fixed by the snapshot
// format), cp body, transform, entity and components, and each pair's
// arbiter, contacts and record. In CPU time (bench/compare, runs of 3 to 61
// rounds alternating before and after, a load of 5 to 19 on the two cores)
// the ratio to cp did not move beyond its noise: medians 1.03x to 1.22x
// before, 1.07x to 1.18x after, for 5,050 boxes, rounds from 0.4x to 3x; a
// model of cachegrind's counts (an instruction a cycle, 10 a first-level
// miss, 100 a last-level one) gives 1.122x before and 1.107x after.
//
// Then (issue 20, a step at most 1.05x cp's) a step reads four lines of
// memory fewer per body. steady compares a Collider of one plain shape
// (every field but Kind, Size and Radius zero: a box, circle or capsule)
// with copies of the built shape in the record's last line (bodyRec.one,
// oneSize, oneRadius; not state, so a restored record compares the built
// copy until rebuilt; the record stays 384 bytes, TestRecordSize;
// TestSameBuiltMatchesShapes) rather than with the built copy's two lines.
// prewalk takes a steady body's starting velocities from the record's cpVel
// and cpW, which writeBack read from the body when no body slept
// (World.velsRead; a fixed rotation set by a Sync and a restore clear it),
// when none of the three is zero (== tells apart no other two floats), not
// from two lines of the cp body (TestPrewalkReadsVelocities). writeBack
// writes the records from the last when no body sleeps, kinematic bodies
// placed and runaways stopped after, in build order (writeLater): the
// writes do not depend on each other, and the next sync, which reads the
// records from the first, finds the first ones' lines still cached
// (TestWriteBackOrderChangesNothing compares every transform, Body, touch,
// problem, mark and the snapshot with the build order's, sleeping on and
// off). collectListed groups the arbiters from the list's end, which cp's
// solver went through last. sync prewalks the records the cursor on
// w.bodies misses (static and kinematic ones, whose walk index is 0, and
// dynamic ones at the place their walk index names): before, a scene whose
// static colliders come before its bodies, like most levels, never skipped
// beforeStep's walk (TestPrewalkChangesNothing counts the steps). Measured
// the same way (cachegrind, collector off, LL 2 MiB; 10 steps less none for
// 5,050 boxes, 30 for 820), per step, Griff against cp, before in
// brackets: the 5,050-box pyramid 178.74M instructions, 1.049x (178.66M,
// 1.049x), 2.065M first-level misses, 1.148x (2.079M, 1.156x), 1.614M
// last-level ones, 1.158x (1.655M, 1.188x), so Griff's own last-level
// misses past cp's 221k (262k); the model gives 1.101x (1.114x). The 820-box
// one 24.77M instructions, 1.057x (24.73M), 299k first-level misses (302k),
// 53k to 55k last-level ones (56k; cp's 24k: a build's addresses move it by
// 2k), 1.164x to 1.169x (1.174x). Tried and left out: reading each arbiter
// whole into a one-line scratch record from the list's end (5,050 boxes:
// 1.5k last-level misses fewer, 0.6M instructions more, the model 0.1%
// worse); writeBack marking the entities after its reverse pass, in build
// order (a pass over every record and entity more: the model 0.2% worse
// than marking them as it goes); reading the arbiters in cp's post-solve
// callback, as the solver leaves them (cp's default handler is a package
// variable every space shares, and the snapshot names the handlers).
// What is left of Griff's last-level misses on 5,050 boxes, per step:
// reading the arbiters, contacts and pairs back (collectListed 55k,
// arbImpulsePoint 42k), writeBack 44k (the record 15k, the cp body 14k,
// the transform 10k, the entity 5k), sync with steady and sameBuilt 48k,
// the reports 16k.
//
// Then (issue 20, helper phys7) two passes less. The touch reports are
// written only for a world that reads them (see Reports and queries): the
// pyramids read none, and each report slot was most of two cache lines
// written per pair per step. And while the scene's structure count holds,
// sync takes each body's Collider from its record rather than looking it up
// among the entity's components, and visits only the Colliders without a
// Body (syncLone, from w.lone) rather than iterating every Collider again
// and listing the bodies met (synced). Measured the same way (cachegrind,
// collector off, LL 2 MiB; 10 steps less none for 5,050 boxes, 30 for 820;
// the model counts an instruction 1, a first-level miss 10, a last-level
// one 100), per step, before in brackets, cp's own step from the same
// build: the 5,050-box pyramid 177.98M instructions, 1.043x cp's 170.64M
// (178.53M, 1.046x), 2.046M first-level misses (2.041M; cp's 1.811M),
// 1.598M last-level ones (1.613M; cp's 1.395M), the model 1.091x (1.098x);
// Griff's own functions 28.3M model units (31.4M). The 820-box one 24.69M
// instructions, 1.054x cp's 23.42M (24.77M, 1.057x), 293.9k first-level
// misses (297.2k; cp's 256.0k), 50.1k last-level ones (53.6k; cp's 25.2k),
// the model 1.145x (1.161x; another build of the same code gave 1.139x: a
// build's addresses move cp's own misses by 1k to 2k); Griff's own
// functions 2.86M model units (3.32M). In CPU time (BenchmarkPyramid_820
// and _5050, 9 rounds alternating the build before and after, a load of 4
// on the two cores), the median of Griff's step over cp's went from 1.10x
// to 1.06x for 820 boxes and from 1.15x to 1.05x for 5,050, rounds ranging
// over 0.96x to 1.07x and 1.03x to 1.17x after. What is left at 820 boxes:
// cp's own functions miss the last level 9k to 11k times a step more than
// alone (1.1M model units, a third of the gap: Griff's lines evict cp's
// from the 2 MiB, which cp's step alone nearly fits), Griff's own
// last-level misses 13.6k (each pair's record, three cache lines, 4k; the
// two lines of the Collider's shape 1.6k; each body's record lines,
// transform, entity and Body 6k), and 1.13M instructions. Tried and
// left out: the transforms of parentless bodies kept in an array by
// w.bodies' index for steady and writeOne, not read through the entity
// (Griff's own functions 36k model units worse at 820: writeOne reads the
// entity's line anyway, to mark it changed); collectListed telling an ended
// pair by its seen field rather than its key, and a lazy step leaving the
// phases to the reader, so a pair's first line is neither read nor written
// (Griff's own functions 11k model units better at 820, 0.4% of them: a
// pair's first line holds the end of its neighbour, read anyway; not worth
// the rule a restore would have to add).
//
// What is left at 820 boxes (2026-12-05, helper phys8, cachegrind per step,
// collector off, D1 32 KiB, LL 2 MiB; model = instructions + 10 x D1 misses
// + 100 x LL misses): the whole step 32.6M model units against cp's 28.6M
// (1.14x). Of the 4.1M past cp's step: Griff's own functions 2.8M (1.13M
// instructions, 38k first-level misses, 13k last-level ones), cp's own
// functions 1.1M (their last-level misses 34k to 35k a step against 24k
// alone: Griff's lines evict cp's from the 2 MiB), the runtime 0.1M. Griff's
// last-level misses a step: the 1.6k pairs' records 4k (144 bytes each,
// nearly every field read or written), four of each body record's six lines
// 3.1k, the transform's position line and its rotation's (the transform's
// cold part, package scenes) 1.5k, the Collider's shape 1.9k (compared every
// step: game code may edit it in place), the Body 0.8k. cp's extra 80k
// instructions are its handler look-up: cp's HashPair(a, b) is a*c ^ b*c, 0
// for every (x, x), so the (watched, watched) handler shares the plain pair's
// hash bin and is compared for each arbiter. At 5,050 boxes half of Griff's
// own cost is reading back what cp's solver left (collectListed, impacts'
// arbImpulsePoint: about 4 MB of arbiters and contacts, no longer cached).
// The layouts of the pair and body records are the snapshot's, so cutting
// the gap to 1.05x needs one of: a snapshot format with smaller pair and body
// records, a transform whose rotation shares its position's line, or reading
// each arbiter in cp's post-solve pass. Measured and not kept: leaving the
// Body velocities to be worked out when read (one line of the body record
// fewer written a step) moved Griff's own functions 2.88M to 2.81M model
// units, the whole step within a build's address noise (1.137x to 1.145x),
// and CPU time not at all (9 interleaved rounds, twice).
//
// Measured and not kept (2026-12-05, helper phys10): a body record whose
// per-step fields share lines. Snapshot compatibility was set aside for the
// experiment. The fields a steady step reads or writes (sync, steady,
// prewalk, writeBack) are 192 bytes once one goes into hot's top three
// bits, so they fill the first three lines. Line 0 has col, seen, oneSize,
// oneRadius, v0 and w0, which only sync reads. Lines 1 and 2 have e, comp,
// body, kind, continuous, slept, hot, walk, lastPos, lastRot, lastVel,
// lastW, cpVel, cpW, setVel and setW, which sync and writeBack share. The
// rest follows, 368 bytes in the same 384-byte size class. sync then reads
// three lines where it read four, writeBack two where it read four, and a
// step touches three where it touched five. Cachegrind per step (collector
// off, D1 and I1 32 KiB, LL 2 MiB; 30 steps less none for 820 boxes, 10
// for 5,050; model = instructions + 10 x D1 misses + 100 x LL misses),
// before -> after:
//
//   - 820 boxes: 24.635M -> 24.641M instructions, D1 304.4k -> 302.5k,
//     LL 47.98k -> 47.50k, model 32.478M -> 32.417M. cp alone gives
//     23.449M, 266.4k, 25.85k (model 28.698M), and 28.551M from the
//     experiment's build. The ratio to the same cp run goes 1.1317x ->
//     1.1296x, and 1.1354x against the experiment build's own cp.
//   - Griff's own functions at 820 boxes: 2.634M -> 2.542M model units
//     (LL 12.68k -> 11.94k). writeOne no longer misses on a fourth line,
//     but sync still misses once per body, on the line writeBack does not
//     touch. cp's own functions miss as often as before (LL 33.6k and
//     33.9k), so 105 KB less of Griff's lines evicts no fewer of cp's.
//   - 5,050 boxes: 178.04M -> 178.23M instructions, D1 2.229M -> 2.235M,
//     LL 1.591M -> 1.584M, model 359.42M -> 358.95M. cp's model is 329.76M,
//     so the ratio goes 1.0899x -> 1.0885x. Griff's own functions go
//     27.00M -> 25.93M model units (sync, steady and writeOne LL 72.4k ->
//     62.8k).
//
// CPU time (BenchmarkPyramid_820 and _5050, the two builds alternated):
// Griff over cp, median before -> after, was 1.067x -> 1.077x for 820
// boxes (11 rounds, 1.03x to 1.12x) and 1.075x -> 1.072x for 5,050 (7
// rounds, 0.96x to 1.23x). The new build over the old, round by round,
// had a median of 0.996x and 1.001x.
//
// The bar was 0.02 of the 820-box ratio (about 570k model units a step);
// the experiment gave 0.002. Even every last-level miss on the body records
// (about 3k a step) would not reach the bar. The pair record was not tried.
// A pair's per-step fields (key, Phase, Normal, Point, Impulse, seen,
// before, lastPush, bodyA, idx) are about 100 bytes, so they cannot share
// fewer than two lines, and pairs come 144 bytes apart in their blocks
// (2.25 lines each). Making a pair 128 bytes would mean shrinking Touch, a
// public type; at about 11% of the pairs' 4k misses it is worth about 0.002.
// So the layout stays the snapshot's (format 4), and issue 20's last 0.08x
// at 820 boxes is not in the records' order.
//
// Measured and not kept (2026-12-05, helper phys11): the bound of touch
// reports derived lazily from cp's arbiters. A scratch build skipped all of
// a step's pair work (beginStep, collectContacts, endStep: no pair record
// read or written, reports wrong) and was measured as phys10's (cachegrind
// per step, collector off, D1 and I1 32 KiB, LL 2 MiB, LL counting
// instruction misses too; 30 steps less none for 820 boxes, 10 for 5,050;
// model = instructions + 10 x D1 misses + 100 x LL misses), one binary,
// before -> stub, cp alone from the same binary: 820 boxes 24.667M ->
// 24.149M instructions, D1 304.7k -> 284.2k, LL 50.78k -> 43.78k, model
// 32.792M -> 31.370M against cp's 23.430M, 266.2k, 25.68k, 28.660M, so
// 1.1442x -> 1.0945x; 5,050 boxes 177.96M -> 174.95M, 2,206k -> 2,088k,
// 1,593k -> 1,490k, model 359.31M -> 344.86M against cp's 170.59M, 2,033k,
// 1,395k, 330.44M, so 1.0874x -> 1.0437x. At 820 boxes Griff's own
// functions go 2.86M -> 1.66M model units, but cp's own still miss the last
// level 33k times a step against 25k alone (24.48M model units against
// 23.54M): the body records, transforms, entities and Bodies that sync and
// writeBack must touch evict cp's lines. In CPU time (BenchmarkPyramid_820,
// 14 rounds, and _5050, 7, the stub and the step alternated in one binary,
// a load of 4 to 7 on the two cores), Griff over cp had a median of 1.056x
// (1.006x to 1.085x) -> 1.029x (0.989x to 1.051x) for 820 boxes and 1.067x
// -> 1.019x for 5,050; the stub's step over the step's, round by round,
// 0.965x and 0.950x. The model's bar, 1.08x at 820 boxes, was not met, so a
// lazy design (no pair records while nobody reads, derived from cp's
// arbiter states at the first reader or snapshot) was not built: by the
// model it cannot reach issue 20's 1.05x there, and it would have to
// rebuild ended pairs, the last step's impacts and snapshot-identical pair
// records from cp's cache.
//
// Measured and not built (2026-12-05, helper phys12): touch reports derived
// exactly from cp's arbiters at the first reader. What a snapshot or reader
// after a step N must see, and what cp v2.1.0 still holds of it then:
//
//   - Each pair touching in N and N-1 keeps lastPush, its Impulse of step
//     N-1, and a snapshot writes it. cp keeps nothing of it once N ran:
//     Arbiter.Update points the arbiter at new contacts and a new normal
//     (arb.n), copying the old jnAcc and jtAcc only into contacts of the
//     same hash as the solver's start, and TotalImpulse sums the contacts'
//     impulses turned by the step's normal. The old contacts stay in cp's
//     ring of contact buffers for collisionPersistence steps, but neither
//     the old normal nor each arbiter's old count does. So a lazy step must
//     still read every arbiter's impulse (the contacts, most of what
//     collectListed reads now), or the snapshot format must drop lastPush
//     (its one use: the Impulse reported for a pair whose body fell asleep
//     in the step, see report), which changes reports and bytes.
//   - A pair touching in N-1 and not in N reports TouchEnd with its Normal,
//     Point and Impulse of N-1. Its arbiter still holds N-1's normal and
//     contacts, but Point is the first contact's offset plus its body's
//     position (firstPoint), and the body has moved in N: so each
//     arbiter's point must be kept each step too (or each body's position).
//   - The order of step N-1's pairs (TouchEnd's order, and cur, which a
//     snapshot writes with the ended pairs zeroed): cp's Space.arbiters of
//     N-1 in reader groups. cp's Step walks that list as it begins (each
//     arbiter's state set to normal and unthreaded) before emptying it, so
//     it cannot be swapped for a spare (tried: warm starting broke,
//     ApplyCachedImpulse went from 287k to 39k instructions a step); it
//     must be copied after each step, 8 bytes an arbiter.
//   - Every arbiter a snapshot reaches holds its pair in UserData, a zeroed
//     record once the pair ended, also arbiters cp dropped that static
//     bodies' lists still reach. A pair begins exactly when cp marks its
//     arbiter FIRST_COLLISION (new, or cached: not touching the step
//     before) in a world with no watched shape, no sleeping and one cp
//     shape per pair, so the default handler's BeginFunc could give each
//     new arbiter its record, and the reader zero those that ended.
//   - The rest can be derived: the reader replays collectListed for N-1
//     (from the copy, impulses from what the step kept) and for N (cp's
//     list), walk indexes unchanged over both steps (no structure change,
//     else the step before a change is derived first), impacts of N from
//     v0 and w0 (kept until the next sync), and zeroes every pair begun
//     in the unread steps and not touching in N.
//
// A scratch switch (branch phys12-wip) stepped without pair work (1) and
// without pair work but with the copy and every arbiter's impulse (2).
// Cachegrind per step, as phys11's (one binary, collector off, I1 and D1
// 32 KiB, LL 2 MiB with instruction misses; 30 steps less none for 820
// boxes, 10 for 5,050; model = instructions + 10 x D1 misses + 100 x LL
// misses), against cp alone from the same binary:
// 820 boxes, the step 24.663M instructions, D1 304.5k, LL 49.98k, model
// 32.706M (1.1414x cp's 28.655M); (1) 24.122M, 283.6k, 43.05k, 31.263M
// (1.0910x); (2) 24.326M, 294.9k, 44.03k, 31.678M (1.1055x). 5,050 boxes:
// 177.810M, 2,205.0k, 1,595.0k, 359.356M (1.0905x cp's 329.544M); (1)
// 174.940M, 2,114.6k, 1,489.0k, 344.986M (1.0469x); (2) 175.951M,
// 2,160.8k, 1,538.1k, 351.369M (1.0662x). The impulses alone (TotalImpulse,
// the loop, the copy) cost 29% of the bound's gain at 820 boxes and 44% at
// 5,050, where the contacts are no longer cached. A second binary with a
// third mode (3), keeping each arbiter's point with its impulse (the
// derivation's real need, see TouchEnd above): 820 boxes (1) 1.0890x, (2)
// 1.1042x, (3) 31.715M model units, 1.1053x cp's 28.694M; 5,050 boxes (1)
// 1.0439x, (2) 1.0675x, (3) 354.044M, 1.0723x cp's 330.172M. In CPU time
// (BenchmarkPyramid_820 and _5050, 9 rounds, each round the three
// steps in turn from one binary, GOMAXPROCS=1, a load of about 4 on the two
// cores), Griff over cp had a median of 1.059x (1.025x to 1.088x), (1)
// 1.030x (0.940x to 1.040x), (2) 1.040x (0.976x to 1.082x) for 820 boxes,
// and 1.074x (1.053x to 1.205x), (1) 1.022x (1.007x to 1.047x), (2) 1.037x
// (0.971x to 1.149x) for 5,050; round by round, (1) and (2) over the step
// both had a median of 0.962x at 820 boxes, and 0.970x and 0.968x at 5,050,
// so CPU time here does not tell the impulses' cost from noise (mode 3 was
// not timed). The exact design, impulses and points kept, is by the model
// 1.105x and 1.072x, short of issue 20's 1.05x; in CPU-time medians mode 2
// is under it, at the price of the derivation above, which also has to
// handle a Collider rebuilt or a body removed during unread steps (cp's
// filter takes their arbiters out of its cache); it was not built for want
// of time.
//
// A World must be used from the game's goroutine.
package physics

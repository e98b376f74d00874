// Package scenes holds a game's world: entities in a hierarchy, their transforms
// and components, the component registry and model, scene and prefab files,
// finding entities by name, and the problem log. It imports only package griff.
//
// The words this package uses:
//   - An entity is one thing in a scene (a player, a coin, a camera); a
//     component is a piece of data on it (a Sprite, a Body, your own Health).
//   - The component registry is the list of component types and the names
//     scene files save them under, filled once by Register.
//   - A scene is a tree of entities, read from a scene file; a prefab is a
//     piece of a scene kept in a file of its own (a coin, an enemy), read once
//     into a Template and copied each time it is spawned.
//   - Hierarchy order is the order entities appear in the tree: depth-first,
//     parents before children, children in order.
//   - The problem log ([Problems]) lists the mistakes in a game's data (a
//     misspelt name, a missing image) once each, while the game goes on.
//
// ExampleRegister shows a game's own component registered, read from a scene
// file and used in code.
//
// # Entities
//
// An Entity has an id (EntityID, saved in files, never reused within a scene), a
// name, a parent and ordered children, an active flag and components. Entities
// are pointers; Scene.Destroy marks them (Entity.Alive reports false) so a stale
// pointer can be detected. Entity.ActiveInHierarchy is false if the entity or any
// ancestor is inactive. Hierarchy order is depth-first preorder with children in
// order; Scene.Walk visits it.
//
// Decision (issue 20): an entity's transform is not inside the Entity but in the
// scene's transform column, pages of 512 transforms that never move: the
// 64-byte hot part of each (one cache line: what a moving step touches) side
// by side, and the cold part (rotation, scale, their previous values, sine
// and cosine, world matrix) behind a pointer; the Entity is a header
// pointing at the hot part. The sine and cosine of a rotation are worked out
// when first read, not when the rotation is set. A step over many transforms
// then reads them one after the other: ActiveTransforms[T] walks the
// components of type T with their transforms, in runs over both pages,
// without reading the entities. A destroyed entity keeps a copy of its last
// transform, and its slot is reused, so, as for components, a *Transform
// must not be used past its entity's Destroy.
//
// Decision (issue 20's heap per entity, 430 bytes with two 16-byte components
// before, 294 after; TestHeapPerEntity breaks it down): most transforms never
// turn, scale or have a parent, so a plain transform has no cold part of its
// own. It points at one shared cold part of the column's that holds the
// plain values and is never written, and its world matrix is its Local matrix
// worked out as read (the bits a cached one would have). The first rotation
// or scale other than the plain one (set, read from a file or a snapshot,
// copied from a template), or a parent, gives the transform a 128-byte cold
// part of its own, cut from 8 KiB blocks of the column's: that may allocate
// (once in 64 such transforms), so a transform that starts turning may
// allocate once; it keeps the part until its entity is destroyed, when the
// part is reused. Its entity is in a list of the column's by slot, not in
// the transform. So a plain transform is 72 bytes where one was 192; an own
// one is 200. A component added in a slot of its store that was never used
// before needs no entry in the store's list of added components (the list
// build scans those slots), so a bulk load holds no 8 bytes per component
// until the list is built.
//
// Decision (issue 20's heap per entity, 294.6 bytes at 100,000 entities with
// two 16-byte components, 273.4 after): the Entity is 80 bytes, not 96
// (each a size class; 64 since, see below), its component list a pointer
// with a 16-bit length and its capacity's log2 in the word the flags leave
// (an entity has at most one component of each of the 4,096 types); Get and
// Read index the list rather than range over a slice made of it, so Get
// stays inlinable (its cost 72 of the compiler's 80) and costs no more
// instructions than it did. The lists with an item per entity (the roots,
// the transform column's entities, a name's entities) grow by an eighth
// where append grows by a quarter, and the id table's pages held 255 ids,
// not 256, so a page with the runtime's 8-byte header of a pointer-holding
// object over 512 bytes was 2 KiB, not 2,304 (its pages hold slots since,
// no pointers, 256 to a 1 KiB page).
//
// Decision (issue 20's heap per entity, 273.7 bytes at 100,000 entities with
// two 16-byte components, 245.4 after; the target was 250): the Entity is 64
// bytes, not 80. It keeps no scene pointer (its transform has one, so
// Entity.Scene reads it there), its five flags are bits of one byte beside
// the component list's counts, and it keeps no place in its name's list:
// a name's entities are listed only once the name is first looked up (one
// pass over the scene's transform column, O(entities), once per name), then
// kept as entities get and lose the name (see nameList), so a name nobody
// looks up, a prefab's bullets, costs no entry. The id table holds each id's
// transform slot (4 bytes) instead of its entity (8): a lookup by id reads the
// column's list of entities too. Get writes out refAt and mark, so it stays
// inlinable (77 of the compiler's 80), and the active flag is the byte's top
// bit, so Active is one compare as it was; the steps measured (All, Join,
// Get, the Mover step, a draw build) run the instructions they did to within
// 0.1%.
//
// # Components
//
// A component is a plain Go struct registered once, in an init function, under a
// stable saved name: Register[Mover]("Griff.Mover", Version(2), Upgrade(1, f),
// FormerNames("Mover")). The registry never changes after the first scene is made.
// An entity holds at most one component of a type: Add, Get, Has, Remove. A
// component may implement Attacher and Detacher to hear when it joins or leaves
// an entity; nothing else is asked of it.
//
// Components of one type live in pages of 64 in a per-scene store: pointers are
// stable while the component is attached and memory is contiguous. A store's
// first four pages are allocations of their own (most types have a few
// components); past them it makes its pages in blocks, side by side, each as
// many pages as it has (4, 8, 16, then 16 to 32 at a time), so a loop over a
// type of thousands reads one block after another wherever the heap put the
// rest (issue 20's join at 100,000). A page keeps
// its components in columns (the values side by side, then their entities,
// generations and active flags), so a loop over the values reads one array
// (issue 20's dense storage). A removed component's slot is reused, so a pointer
// must not be kept past Remove/Destroy; a slot freed while an iteration runs
// over its type is reused only once none runs, so an iteration never meets a
// component added after it began in a removed one's place.
//
// The registry is the package's only shared state: filled by init functions and
// frozen (read-only) once the first scene exists, so games in one process share
// nothing that changes.
//
// # The component model: state and cache
//
// What a type saves is worked out once, at Register, by reflection (the only
// reflection over component types in Griff; see ComponentType.Fields, Encode,
// Decode, Copy): its exported fields, flattened through embedded structs, under
// their json tag name or Go name, in declaration order. A field tagged
// `griff:"-"` or `json:"-"` is not state (a cache, a link to another part) and is
// neither saved nor copied; unexported fields are not saved either. Field values
// are encoded with encoding/json.
//
// Saved keys are camelCase ("gravityScale", "flipX"), as are every other key of
// scene, prefab and project files; a test over the whole registry holds every
// component to it. A key that changes keeps its old spelling readable as a
// former key, listed in the field's griff tag:
//
//	FlipX bool `json:"flipX,omitempty" griff:"was=flip_x"`
//
// Reading takes a former key as the field's key (Field.Former lists them);
// writing always uses the current one, so a file is written in the new spelling
// the next time it is saved, never when it is loaded. A component object that
// gives a field under two spellings ("flipX" and "flip_x") is an error naming
// both. Several former keys are separated by commas
// (`griff:"was=flip_x,was=flipx"`); Register panics on a former key another field
// uses. Former keys are for a component's own fields; a value nested inside a
// field (a struct in a slice) is read by encoding/json and gives its own former
// spellings, if it needs any, by implementing json.Unmarshaler. A rename that is
// more than a new spelling (a value that changes meaning or form) is a Version
// with an Upgrade step instead; upgrade steps see the keys as the file spells
// them, and former keys are applied after the last step. Spawning deep-copies saved fields (slices,
// maps and pointed-to values are not shared); fields that are not state start at
// their zero value.
//
// A transform's position, rotation and scale are state; its world matrix is a
// cache, recomputed only when it or an ancestor changed (a dirty flag pushed down
// the subtree). Its Previous values, Moved and Jumped flags describe the current
// step for drawing between steps; Scene.BeginStep settles only the transforms
// that changed, never walking the scene.
//
// Snapshots (runtime.Game.Snapshot writes a scene's part with
// Scene.AppendSnapshot; ReadSnapshot reads it back into a new scene) hold
// every entity's identity, place, transform with its step values, and each
// component's saved fields by a binary codec the type's model works out once,
// the first time a snapshot or network record needs it (not at Register: a
// program registers every module's types and snapshots the few its scenes
// hold; compiling them all cost the player 6.7M instructions of its
// initialisation): no text, and no reflection while a snapshot is taken
// after that first one. A component
// whose fields a snapshot cannot hold (an interface) makes AppendSnapshot
// return an error naming it. A type that holds itself through a slice,
// pointer or map (a tree, a linked list) has one codec that refers to itself,
// built with a cache per type, and is written recursively up to 10000 levels
// deep (a pointer ring is an error, not a stack overflow); pointers are
// followed, not shared, so two pointers to one object are two objects after a
// restore. TypesDigest covers every type's whole layout, nested structs
// included, so a snapshot of a build whose types differ is refused by
// ReadSnapshot. ReadSnapshotMigrating reads one anyway, given the writing
// build's TypesSchema (its types' fields by name, offset and type, and what
// those types hold): a type whose layout digest still matches is read on the
// fast path, a changed one is read by the old schema and moved onto the new
// type by Go field name (see Migration), a removed one is dropped, and
// Migration.Warnings says what was lost, one line per type. The schema is
// written by save games only (runtime/saves), not by every snapshot: rewind
// and fault undo never cross builds. After a restore, Scene.Reattach calls every
// Attached hook, the place a component rebuilds its links and caches (fields
// tagged griff:"-") from its saved state; a component's Attached hook must
// therefore rebuild from saved fields alone and do nothing else once per life
// (draw no random number, spawn nothing). A field that files must not hold but
// the next step reads (a camera's motion on the last step) is tagged
// `griff:"-,snapshot"`: neither saved, hashed nor copied, but held by
// snapshots.
//
// # Iteration
//
// All[T] and Active[T] iterate a scene's components of type T in hierarchy order:
//
//	for e, m := range scenes.All[Mover](s) { e.Transform().Move(m.Velocity) }
//
// The scene keeps one list per type, rebuilt lazily when components of the type
// were added or removed (a merge of the new ones, in order) or the hierarchy order
// changed (a sort). Hierarchy order comes from order keys every entity carries
// (an order-maintenance scheme: keys with gaps, renumbered when a gap runs out),
// so a rebuild never walks the scene. An iteration sees the list as it
// was when the iteration began, less components removed or destroyed before it
// reaches them; it never sees components added after it began. A list rebuilt
// during an iteration goes to another buffer. Once the scene has settled an
// iteration makes no allocation and no sort.
//
// Join[A, B] is the two-component join: the pairs of components of the entities
// that have both, in hierarchy order. Each list entry holds its entity's order
// key (valid while the list's key epoch is the scene's), so the pairs are found
// by merging the two lists on them, reading neither the entities nor their
// component lists. The pairs are kept in the scene, as runs of slots that
// follow each other in both stores' pages (a scene made in order is one run a
// page), and made again only when either list is rebuilt, so a settled Join
// reads little more than the two components per entity; its iterator is small
// enough to inline with the loop body. Issue 20's bench/compare (median of 5
// rounds, load average 23-28 on 2 cores) put it at 3.2x and 5.2x Ark's Query2
// at 10,000 and 100,000 entities when it merged the lists on every iteration,
// 0.9x and 2.4x with kept pairs of pointers, and 1.2x and 2.2x with kept runs
// (the differences between the last two are within the machine's noise).
//
// The end of a step is lazy: a transform keeps the step count it was changed
// in, and reads and is settled as of the new step when a later step touches it,
// so BeginStep visits no transform (see Transform).
//
// Systems that keep their own data per component should key it by entity and
// check Entity.Alive and Get[T](e) == c, since a removed component's memory is
// reused for the next component of its type.
//
// # Change marks
//
// Decision (issue 12, a snapshot every step at a tenth of a step): the code
// that may change an entity marks it, so runtime.Timeline writes the records
// of the marked entities only and shares the rest without reading them.
// Comparing each entity with its last record (Entity.SameSnapshotRecord)
// reads every entity's memory, 100-200 ns an entity in cache misses on
// 10,000 entities, which no per-entity check can bring under a tenth of a
// step. A transform setter's mark is a bit per slot in the transform
// column (issue 20: reaching the entity from a moving transform cost a cache
// line a set, a fifth of a Mover step): set as the transform is first
// changed in a step, it touches neither the transform's cold part nor the
// Entity. Any other mark is a bit in the entity's header and, while one
// owner takes them (Scene.TakeChanges, the Timeline), a place in the scene's
// list of changed entities, each once. TakeChanges lists those, then the
// entities of the marked transforms not listed already, page by page
// (reading the cold part of a marked transform only); the Timeline sorts
// what it is given by order key, so it depends on no order. The entity
// marks stay in the entity: a destroyed entity must be listed and its slot
// is then another's, and most of them come with an entity at hand (Get,
// Add, SetName...).
//
// Correct by default: everything that may write marks. The transform setters
// (SetPosition, Move, SetRotation, SetScale, Teleport) and SetActive, whose
// flag is in a record's transform part, mark the transform; Get,
// Entity.Component and Entity.Components, which hand out writable pointers;
// spawn, Destroy, SetParent, SetName, Add and Remove; a network record
// applied.
// All, Active, Join and ActiveTransforms hand out a writable pointer to every
// component of their type, so an iteration sets a flag on the type's store,
// and TakeChanges marks every owner of a flagged store (the loops stay as
// they were). A game's own code needs nothing new.
//
// Read-only accessors mark nothing: Read (a pointer), Peek (a copy), AllRead
// and ActiveRead (iterators), Entity.ReadComponents. Nothing may be written
// through what they give; code that reads many components and writes a few
// uses them and calls Entity.MarkChanged before writing one (runtime/timers
// skims paused timers this way). A pointer kept from an earlier step and
// written later is not marked either: get it again each step. A Timeline's
// checked mode (runtime.Timeline.SetChecked) compares every entity that is
// not marked with its shared record and names the entity and component type
// that differ (Entity.SnapshotRecordDiff); every template's playthrough is
// recorded checked (tests.TestEveryTemplateRewinds).
//
// An entity whose transform changed in a step is listed again at the next
// TakeChanges, since its record changes as the next step begins (its
// previous values settle). An in-place restore writes entities without marks
// and makes the next TakeChanges report All, as does a new owner; a
// reparent or sibling move changes order keys and is reported as Reordered.
// Systems' own state and arcs are not marked: their snapshot parts are
// written whole each time.
//
// # Names
//
// Scene.Find and Entity.Find are the one place that resolves names, for every
// system, script and file reference:
//   - "" means no entity: nil, and no warning.
//   - A name without "/" ("Door") means the entity with exactly that name. If
//     several have it, the first in hierarchy order is taken and a warning says so.
//   - A path ("Level/Door", a leading "/" allowed) names one entity per level from
//     a root entity down; a step several siblings match takes the first, warning.
//   - Entity.Find looks inside the asking entity first (its descendants for a
//     name, its children for a path without a leading "/"), then the whole scene.
//
// Matching is exact (case and spaces count). A name that finds nothing gives nil
// and a warning. Each warning goes to the problem log once.
//
// # Problems
//
// Problems is a game's problem log: data mistakes recorded once each, in order,
// with severity, file, entity and component; the host attaches a sink to see them
// as they come. A scene is given one (or makes its own).
//
// Decision: problems and file errors name a place one way, widest first: the
// file with line and column where known, the entity as "path#id", the
// component, then the message:
//
//	warning: scenes/level.json:4:7: Level/MyDiamond#69: Griff.Mover: no entity named "Key"
//	scenes/level.json:4:77: Level/MyDiamond#69: entities[0].children[1].components["Griff.Mover"].speed: not a valid scene file: ...
//
// A scene read from a file remembers where each of its entities starts
// (Scene.Where), so a warning about one found while the game plays carries its
// line and column too (EntityProblem, Problems.Warn); an entity spawned or made
// in code has none. A name that finds nothing (a field, a component, a module,
// a prefab) is followed by the nearest known name when one is close: (did you
// mean "Griff.Sprite"?) (Suggest).
//
// # Fault boundary of component hooks
//
// A fault boundary keeps one entity's broken code from stopping the game.
// Attached and Detached are game code and run inside their entity's fault
// boundary (decision, as runtime/scripts does for its hooks): a panic in one is
// recovered and recorded once in the scene's problem log as a SeverityError
// (FaultProblem) naming the entity (path and id), the component's saved name,
// the hook and the source line of the panic (PanicSite: the first frame outside
// Go's runtime and this package), and the game goes on. A component whose
// Attached panicked is left out: it is taken off the entity without its
// Detached hook, as a component that cannot be read is, and Add returns nil for
// it; the rest of the entity, and the other entities of a read or a spawn, stay.
// A Detached that panicked does not keep its component: the Remove or Destroy
// that called it completes. Recovering costs only when a hook runs (adding and
// taking off components), never in a step that adds and removes nothing.
//
// # Files
//
// Scene and prefab files are JSON, indented by two spaces, written in a stable
// order so they diff well and can be edited by hand; reading a file Marshal wrote
// and marshaling again gives the same bytes:
//
//	{
//	  "format": 1,
//	  "nextId": 4,
//	  "entities": [
//	    {
//	      "id": 1,
//	      "name": "Player",
//	      "active": false,
//	      "transform": {
//	        "position": [3, -2],
//	        "rotation": 1.5,
//	        "scale": [2, 2]
//	      },
//	      "components": {
//	        "Griff.Mover": {
//	          "version": 2,
//	          "velocity": [2, 0]
//	        }
//	      },
//	      "children": [ ... ]
//	    }
//	  ]
//	}
//
// Entities are written in hierarchy order, each with id and name; "active" only
// when false; "transform" only with the values that differ from the defaults
// (position [0, 0], rotation 0, scale [1, 1]); "components" keyed by saved name in
// name order, each an object with "version" first when above 1, then the fields
// in declaration order, then kept fields (below); "children" when there are any.
// Arrays of plain values stay on one line; values nested more than 40 levels deep
// stay compact. "nextId" keeps ids from being reused after a save and load.
// A scene file may also name a level editor's file, "map": "levels/one.tmx"
// (a path in the game folder), or one level of an LDtk project,
// "map": "levels/world.ldtk#Level_0", whose entities the host adds to the
// scene's (see the hosting package); this package checks that it is a string and
// otherwise leaves it to the host.
//
// A component type may also have a file form (Expand): a shorthand a person
// writes that reading turns into the component's fields, with the rest of the
// file in reach (FileContext), such as a tilemap written as rows of
// characters. The fields are what the game holds and Marshal writes; an
// expansion's mistake is a *FileError placed at the value it names
// (ValueError).
//
// Reading is forgiving of data and strict about form. A component saved under a
// former name loads, and so does a field saved under a former key. One saved at an older version has its upgrade steps run on
// its JSON object first. Keys the type no longer has are kept and written back
// unchanged. A component name nobody registered warns once and is kept whole. A
// file that is not JSON, or whose values have the wrong form (an unknown key of
// an entity, a string for a number, a duplicate id), gives a *FileError naming the
// file, line, column and field; no input makes the reader panic. A key given
// twice in one object is such an error (encoding/json would keep the last
// silently). A UTF-8 byte order mark at the start of a file is skipped, as CSV
// tables skip it, and lines and columns count from the text after it.
//
// A prefab file is a scene file with one root entity; ReadTemplate reads it once
// into a Template and Scene.Spawn copies that, reading no file. This package does
// no file system access: callers hand in bytes and a name for messages. Scene
// files do not (yet) refer to prefabs: a placed prefab is saved as the entities
// it made. Component fields holding entity ids are copied as they are by Spawn
// (not remapped to the new entities).
//
// Costs to know: removing an entity from its parent (Destroy, SetParent) shifts
// its later siblings, so it grows with the number of siblings; files nest at most
// MaxFileDepth levels.
//
// Decision: a scene or prefab file is at most MaxFileSize bytes (2 MiB), about
// 20 times the built-in game's largest scene, so reading one takes a bounded
// amount of memory (MaxFileSize's documentation gives the numbers). A larger
// file is refused with an error naming the file and the bound, and hosting
// checks the size before reading the file. One string value has no bound of its
// own: the file's size bounds it.
//
// Decision (issue 20, the window player's time to its first frame): a file is
// parsed with jsontree.ParsePacked, which keeps an array of 8 or more numbers
// (a tilemap's cells, a grid's costs) as one node, found by its bytes and
// checked whole by the token decoder, and gives it its items only when a
// reader asks (a mistake to place, a path to follow); an array of integers
// or bools is decoded in one loop (decodeIntArray, decodeBoolArray); a value
// with no white space is copied, not compacted. Every value, warning and
// error (text, file, line, column) is what reading item by item gave. The
// built-in game's load (hosting.LoadWith, its start scene made from its
// Tiled map, GOGC=off, cachegrind) went from 43.4M to 36.5M instructions
// and 12,556 to 11,023 allocations; measured and not kept: sharing repeated
// short strings through a map (800 fewer allocations, 0.47M more
// instructions).
package scenes

package runtime

import (
	"iter"
	"sync/atomic"

	"github.com/griffengine/griff/scenes"
)

// Hook names the kind of game code a game is running for an entity, in its where
// record (Game.Enter, Game.Where).
type Hook uint8

const (
	// HookNone is system code working on no entity in particular.
	HookNone Hook = iota
	// HookStep is a system's or module's step working on one entity (Each).
	HookStep
	// HookSpawned is a spawn callback (the then of Game.Spawn).
	HookSpawned
	// HookStart, HookFixedUpdate, HookUpdate and HookLateUpdate are the
	// component hooks runtime/scripts calls.
	HookStart
	HookFixedUpdate
	HookUpdate
	HookLateUpdate
	// HookArc is an arc of the entity (runtime/scripts).
	HookArc
	hookCount
)

var hookNames = [hookCount]string{"", "step", "spawn callback", "Start", "FixedUpdate", "Update", "LateUpdate", "arc"}

// String returns the hook's name as problems show it ("Update", "spawn
// callback"), "" for HookNone.
func (h Hook) String() string {
	if h < hookCount {
		return hookNames[h]
	}
	return "Hook(?)"
}

// where is a game's where record: what its step is running now, in atomics the
// watchdog of a host reads from another goroutine. The game writes it with
// plain atomic stores of small numbers: no allocation, and nothing in the
// simulation reads it back except the fault boundary, so it changes no result.
type where struct {
	steps atomic.Uint64 // 2n+1 while step n+1 runs, 2n after it
	step  atomic.Int32  // the frame index of the running step, -1 between steps
	at    uint64        // entity id | component index+1 << idBits | hook << 56 (packAt): storeRelease, atomic.LoadUint64
}

// setAt records what code of which entity runs (0: none).
func (w *where) setAt(v uint64) { storeRelease(&w.at, v) }

// loadAt reads what setAt recorded; it is safe for concurrent use.
func (w *where) loadAt() uint64 { return atomic.LoadUint64(&w.at) }

// idBits is the width of an entity id in the where record; an id that does not
// fit is recorded as 0 (no entity).
const idBits = 40

func packAt(id scenes.EntityID, ct *scenes.ComponentType, h Hook) uint64 {
	v := uint64(h) << 56
	if ct != nil && ct.Index() < 0xFFFF {
		v |= uint64(ct.Index()+1) << idBits
	}
	if uint64(id) < 1<<idBits {
		v |= uint64(id)
	}
	return v
}

func unpackAt(v uint64) (scenes.EntityID, int, Hook) {
	return scenes.EntityID(v & (1<<idBits - 1)), int(v>>idBits&0xFFFF) - 1, Hook(v >> 56)
}

// Enter records that the game now runs hook h of entity e's component ct (ct
// may be nil: code of the entity, of no one component); Leave ends it. The
// record is what a host's watchdog names when a step runs too long, and a panic
// while it names an entity is caught by that entity's fault boundary (see the
// package documentation, Fault boundary). Each calls them for its loop; a
// system that works on entities in another way calls them itself. Enter costs
// one release store (see storeRelease) and makes no allocation. It must be called from the game's
// goroutine, inside a step.
func (g *Game) Enter(e *scenes.Entity, ct *scenes.ComponentType, h Hook) {
	g.where.setAt(packAt(e.ID(), ct, h))
}

// Leave records that the game runs no entity's code any more (see Enter).
func (g *Game) Leave() { g.where.setAt(0) }

// Each is scenes.Active for a step: the components of type T whose entity is
// active in the hierarchy, in hierarchy order, each inside its entity's fault
// boundary (Enter with HookStep while the loop body runs for it). A panic in the
// body is recorded with the entity, T's saved name and the body's line, the
// entity is quarantined (deactivated) and the frame's next step runs; the rest
// of that loop is skipped for the step that panicked. It costs one release
// store per entity over scenes.Active (BenchmarkEachStep_10k) and makes no
// allocation. Each panics as
// the iteration begins if T is not registered.
func Each[T any](g *Game) iter.Seq2[*scenes.Entity, *T] {
	return each(g, scenes.Active[T])
}

// EachRead is Each for reading only, as scenes.ActiveRead is Active: no
// entity counts as changed (see scenes.Entity.MarkChanged), so nothing may be
// written through the pointers until the body marks the entity. A loop that
// writes a few of the components it visits uses it and marks those, so a
// Timeline writes only their records.
func EachRead[T any](g *Game) iter.Seq2[*scenes.Entity, *T] {
	return each(g, scenes.ActiveRead[T])
}

// each is Each and EachRead over the iterator active makes.
func each[T any](g *Game, active func(*scenes.Scene) iter.Seq2[*scenes.Entity, *T]) iter.Seq2[*scenes.Entity, *T] {
	return func(yield func(*scenes.Entity, *T) bool) {
		tag := packAt(0, scenes.TypeOf[T](), HookStep)
		outer := g.where.loadAt() // an Each around this one: named again after
		for e, c := range active(g.scene) {
			id := uint64(e.ID())
			if id >= 1<<idBits {
				id = 0
			}
			g.where.setAt(tag | id)
			if !yield(e, c) {
				break
			}
		}
		g.where.setAt(outer)
	}
}

// Whereabouts is where a game's step is, as Game.Where reads it.
type Whereabouts struct {
	// Step counts the steps begun since the game was made: the same Step read
	// twice, with Running, means one step has run all that time.
	Step uint64
	// Running reports whether a step is running.
	Running bool
	// StepName and System name the running step of the frame and the system
	// that added it ("" between steps).
	StepName, System string
	// Entity is the id of the entity whose code runs (0 for none: system code,
	// or an id of 2^40 or more); Component is the saved name of its component
	// ("" for none) and Hook what code of it runs.
	Entity    scenes.EntityID
	Component string
	Hook      Hook
}

// Where returns where the game's step is now. It is safe for concurrent use
// (a host's watchdog calls it from its own goroutine while the game steps);
// read so, its fields are each up to date but may be from moments apart.
func (g *Game) Where() Whereabouts {
	n := g.where.steps.Load()
	w := Whereabouts{Step: (n + 1) / 2, Running: n%2 == 1}
	if i := g.where.step.Load(); i >= 0 && int(i) < len(g.frame) {
		w.StepName, w.System = g.frame[i].id.Name(), g.frame[i].system
	}
	id, ct, h := unpackAt(g.where.loadAt())
	w.Entity, w.Hook = id, h
	if ct >= 0 {
		for _, t := range scenes.Types() {
			if t.Index() == ct {
				w.Component = t.Name()
			}
		}
	}
	return w
}

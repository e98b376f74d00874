package physics

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/jakecoffman/cp/v2"
)

// cp's pool of arbiters, emptied before every step.
//
// cp gives an arbiter it drops (a pair that stopped touching for
// collisionPersistence steps, a removed shape or body) to a sync.Pool
// (cp.Space.pooledArbiters) and takes the arbiter of a new pair from it. What
// a sync.Pool hands back depends on the order things were put in (the order
// of cp's arbiter cache, a hash set keyed by the shapes' addresses), on
// which P the goroutine runs on and on the garbage collector, which empties
// it. The behaviour does not depend on it (cp resets a taken arbiter), but
// which object an arbiter is does, and a snapshot numbers objects by
// identity from snapshot to snapshot (snapnum.go): two worlds in the same
// state that took the same earlier snapshots wrote different bytes (found
// by helper i20p; the first difference was an arbiter number that one world
// kept for a reused object and the other gave to a new one). cp also leaves
// pointers to dropped arbiters in the contact lists of static bodies, so the
// objects a snapshot reaches, not only their numbers, depended on what the
// pool reused.
//
// So the world empties the pool before each cp step (after sync, which may
// remove shapes): every arbiter cp takes in the step is then new, made by the
// pool's New, and an arbiter object is only ever the arbiter of one pair, so
// identity, and with it the snapshot's numbering, is a function of the
// world's state. A dropped arbiter is left to the garbage collector. Cost: one
// allocation of a cp.Arbiter (216 bytes on 64-bit machines) per new touching
// pair instead of a reused one, and the 1,024 arbiters cp.NewSpace puts in
// the pool are dropped at the first step. Measured (issue 20, cachegrind
// per step of the pyramids with sleeping off, a local build with the pool
// left alone): not measurable. 820 boxes 24.71M instructions either way,
// 326k against 325k first-level data misses with the collector off; with it
// on (GOGC=100) 26.58M against 26.67M instructions and 63k against 62k
// last-level misses, the collector's own noise. 5,050 boxes 179.52M against
// 179.60M instructions, 2.364M against 2.358M first-level and 1.725M against
// 1.720M last-level misses. (The pool's New runs as often with the pool left
// alone: 26k instructions a step at 820 boxes, 0.1%.) The world at rest
// allocates none. So no cheaper scheme was looked for. cp's other sync.Pool
// (SpaceHash handles) is in no world: the broad phase is a BBTree, whose
// free lists are plain lists used in an order the world's state fixes.

// spacePoolAt is the offset of cp.Space.pooledArbiters (fieldOffsetOf
// panics at start-up if cp's layout changed).
var spacePoolAt = fieldOffsetOf(typSpace, "pooledArbiters", reflect.TypeFor[sync.Pool]())

// drainArbiters empties the space's pool of arbiters, keeping its New
// function. Taking every arbiter out with Get would not do: Get reaches only
// the current P's own slot and the other Ps' shared lists, so an arbiter put
// while the goroutine ran on another P could come back later. So the pool is
// replaced by a new, empty one (the runtime's pool cleanup, which holds the
// field's address, sees an unused pool; it registers it again when first
// used). The world's goroutine is the only one using it, between steps.
func drainArbiters(sp *cp.Space) {
	pool := (*sync.Pool)(unsafe.Add(unsafe.Pointer(sp), spacePoolAt))
	*pool = sync.Pool{New: pool.New}
}

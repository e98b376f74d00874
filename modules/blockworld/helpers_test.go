package blockworld

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/saves/savestest"
	"github.com/griffengine/griff/scenes"
)

// queue is an input source whose events the test queues for the next step.
type queue struct{ next []input.Event }

func (q *queue) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, e := range q.next {
		e.Tick = tick
		dst = append(dst, e)
	}
	q.next = q.next[:0]
	return dst
}

// rig is a game of a world of seed 7 made in code, with a miner without a
// body (it stays where the test puts it) holding a pickaxe, dirt, torches
// and sand.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	s        *system
	in       *queue
	world    *scenes.Entity
	miner    *scenes.Entity
	store    *saves.MemoryStore
	problems []scenes.Problem
}

// newRig makes the rig; with store, the game has the saves system over a
// memory store (so chunks go to its records).
func newRig(t testing.TB, store bool) *rig {
	t.Helper()
	sc := scenes.NewScene("world", nil)
	we := sc.NewEntity("World", nil)
	scenes.Add(we, World{Seed: 7})
	me := sc.NewEntity("Miner", nil)
	scenes.Add(me, items.Inventory{Start: "Pickaxe 1, Dirt 5, Torch 3, Sand 2"})
	scenes.Add(me, Miner{Hotbar: []string{"Pickaxe", "Dirt", "Torch", "Sand"}})
	r := &rig{t: t, in: &queue{}, world: we, miner: me}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	r.s = &system{}
	var extra []runtime.System
	if store {
		r.store = &saves.MemoryStore{}
		extra = append(extra, saves.NewSystem(savestest.Options(r.store, "test", "")))
	}
	extra = append(extra, r.s)
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: r.in, Problems: probs}, builtins.Options{}, extra...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	g.Step()
	return r
}

func (r *rig) w() *World { return scenes.Get[World](r.world) }
func (r *rig) m() *Miner { return scenes.Get[Miner](r.miner) }

// arena makes a closed room in chunk column 0, out of the sky: stone from
// row 4 to 31 over columns -8 to 40, hollow in [x0, x1) × [y0, y1), and
// puts the miner standing on the room's floor at column mx (its centre
// 14 units above row y1's top).
func (r *rig) arena(x0, y0, x1, y1, mx int) {
	r.s.index(r.world)
	for y := 4; y < 32; y++ {
		for x := -8; x < 40; x++ {
			b := Stone
			if x >= x0 && x < x1 && y >= y0 && y < y1 {
				b = Air
			}
			r.s.set(x, y, b, 0)
		}
	}
	r.s.relight(-24, 0, 56, WorldHeight)
	r.put(mx, y1)
}

// put stands the miner on row floor's top at column x.
func (r *rig) put(x, floor int) {
	r.miner.Transform().Teleport(griff.V(float64(x*TileSize+TileSize/2), float64(floor*TileSize-14)))
}

// block is the block at (x, y).
func (r *rig) block(x, y int) Block {
	b, _, ok := BlockAt(r.g.Scene(), x, y)
	if !ok {
		r.t.Fatalf("tile (%d, %d) is not loaded", x, y)
	}
	return b
}

// set puts b at (x, y) (water full) and relights around it.
func (r *rig) set(x, y int, b Block) {
	r.s.index(r.world)
	r.s.set(x, y, b, MaxWater)
	r.s.relight(x-15, 0, x+16, WorldHeight)
}

// hold holds actions through the next n steps, then lets go.
func (r *rig) hold(n int, actions ...string) {
	for _, a := range actions {
		r.in.next = append(r.in.next, input.Event{Action: a, Down: true, Value: 1})
	}
	for range n {
		r.g.Step()
	}
	for _, a := range actions {
		r.in.next = append(r.in.next, input.Event{Action: a})
	}
	r.g.Step()
}

// tap presses a for one step.
func (r *rig) tap(a string) { r.hold(1, a) }

// pointAt moves the mouse to tile (x, y)'s centre (no camera: screen
// pixels are world units).
func (r *rig) pointAt(x, y int) {
	r.in.next = append(r.in.next, input.Event{Kind: input.KindPointer, X: float64(x*TileSize + 8), Y: float64(y*TileSize + 8)})
	r.g.Step()
}

func (r *rig) count(item string) int { return scenes.Get[items.Inventory](r.miner).Count(item) }

func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

// wheel is a turn of the mouse wheel by y notches.
func wheel(y float64) input.Event { return input.Event{Kind: input.KindWheel, Y: y} }

// steps plays n steps.
func (r *rig) steps(n int) {
	for range n {
		r.g.Step()
	}
}

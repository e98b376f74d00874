package grid

import (
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// Brain is the extension point that drives a mover: a component on the
// mover's entity that is a Brain is asked for the next step each game step the
// mover stands still. It returns DirNone to stand. The first component that is
// a Brain (in the entity's component order) is asked; Control, Chase and
// Patrol are the built-in ones, and a module's component (an enemy's AI, a
// replay) can be one. NextStep must not change the grid or other movers; the
// grid system makes the step (or refuses it). NextStep runs inside its
// entity's fault boundary: a panic is recorded in the problem log with the
// entity and the component, the entity is deactivated, and the game goes on
// from the next step.
type Brain interface {
	NextStep(c *Context) Dir
}

// MarkingBrain is a Brain that marks its entity changed itself
// (Context.Entity.MarkChanged) before NextStep writes any of the entity's
// components, so that asking it for a step marks nothing when it writes
// nothing. The grid system marks the entity of a Brain that is not one each
// time it asks it (NextStep may write its state), and a Timeline then writes
// that entity's record again each step it stands still (scenes' package
// documentation, Change marks). Every brain in Griff is one.
type MarkingBrain interface {
	Brain
	// MarksItsWrites is never called: having it says NextStep marks its
	// writes itself.
	MarksItsWrites()
}

// Context is what a brain sees when asked for a step: its entity and mover,
// the grid, the input, and questions about cells. It is valid only during the
// NextStep call.
type Context struct {
	// Entity is the mover's entity; Mover its Mover.
	Entity *scenes.Entity
	Mover  *Mover
	// Grid is the grid being walked.
	Grid *Grid
	// Input is the game's input state for this step.
	Input *input.State
	sys   *system
}

// Occupant returns the entity whose mover stands on or steps into c, or nil.
func (c *Context) Occupant(cell Cell) *scenes.Entity {
	if r := c.sys.occupant(cell); r != nil {
		return r.e
	}
	return nil
}

// Free reports whether cell is open and no mover stands on or steps into it.
func (c *Context) Free(cell Cell) bool {
	return c.Grid.Open(cell) && c.sys.occupant(cell) == nil
}

// CellOf returns the cell of entity e: its mover's Cell, or the cell under its
// position.
func (c *Context) CellOf(e *scenes.Entity) Cell {
	if m := scenes.Read[Mover](e); m != nil {
		return m.Cell
	}
	return c.Grid.CellAt(c.sys.origin, e.Transform().Position())
}

// PathTo returns a cheapest path from the mover's cell to to (both included,
// see Pathfinder.Find), ignoring other movers, or nil if there is none or
// the search closed BrainSearchLimit cells without reaching it. The
// slice is valid until the next PathTo of any brain.
func (c *Context) PathTo(to Cell, diagonal bool) []Cell {
	var path []Cell
	path, _ = c.sys.finder.FindWithin(c.Grid, c.Mover.Cell, to, diagonal, BrainSearchLimit, c.sys.path)
	c.sys.path = path[:0]
	return path
}

// BrainSearchLimit is how many cells a brain's path search (Context.PathTo,
// so Chase and Patrol) closes at most before it gives up and the mover waits
// this step: 16,384, a 128×128 area. A mover asks its brain every step it
// is not moving, and a search for a target it cannot reach would otherwise
// close every cell it can reach, each step (seconds a frame on a 2048×2048
// grid with a few chasers). A target farther than that along the cheapest
// path is not chased.
const BrainSearchLimit = 16384

// stepAlong returns the direction of the first step of a path to to, or
// DirNone when the mover is there, there is no path, or the next cell is
// taken.
func (c *Context) stepAlong(to Cell, diagonal bool) Dir {
	path := c.PathTo(to, diagonal)
	if len(path) < 2 || !c.Free(path[1]) {
		return DirNone
	}
	return DirTo(path[0], path[1])
}

// Control is the brain of a player's mover: it steps while an action is held
// ("up", "right", "down", "left", tried in that order), as long as the action
// is held. Saved as "Griff.GridControl".
type Control struct {
	// Player is the player whose actions move it (0 for the first).
	Player int `json:"player,omitempty"`
}

var controlActions = [...]struct {
	name string
	dir  Dir
}{{"up", DirUp}, {"right", DirRight}, {"down", DirDown}, {"left", DirLeft}}

// MarksItsWrites says Control is a MarkingBrain: it writes nothing.
func (*Control) MarksItsWrites() {}

// NextStep returns the first held action's direction, or DirNone.
func (p *Control) NextStep(c *Context) Dir {
	for _, a := range controlActions {
		if c.Input.Held(p.Player, a.name) {
			return a.dir
		}
	}
	return DirNone
}

// Chase is the brain of a mover that walks towards a target entity along a
// cheapest path (Pathfinder), waiting when the next cell is taken. It stops
// beside the target, as the target's cell is taken. Saved as
// "Griff.GridChase".
type Chase struct {
	// Target names the entity chased (scenes.Entity.FindFor: a missing name
	// warns once).
	Target string `json:"target"`
	// Range is how near, in steps along the path, the target must be to be
	// chased; the default (0) chases from anywhere.
	Range int `json:"range,omitempty"`
	// Diagonal lets it step diagonally.
	Diagonal bool `json:"diagonal,omitempty"`
	// Chasing is true while it has the target in range: state.
	Chasing bool `json:"chasing,omitempty"`
}

// MarksItsWrites says Chase is a MarkingBrain (it marks Chasing's changes).
func (*Chase) MarksItsWrites() {}

// NextStep returns the first step towards the target, or DirNone.
func (ch *Chase) NextStep(c *Context) Dir {
	t := c.Entity.FindFor("Griff.GridChase", ch.Target)
	var path []Cell
	if t != nil {
		path = c.PathTo(c.CellOf(t), ch.Diagonal)
	}
	chasing := len(path) >= 2 && (ch.Range <= 0 || len(path)-1 <= ch.Range)
	if ch.Chasing != chasing {
		c.Entity.MarkChanged()
		ch.Chasing = chasing
	}
	if !chasing || !c.Free(path[1]) {
		return DirNone
	}
	return DirTo(path[0], path[1])
}

// Patrol is the brain of a mover that walks from point to point along
// cheapest paths, back to the first after the last. A point it cannot reach is
// skipped. Saved as "Griff.GridPatrol".
type Patrol struct {
	// Points are the cells it visits, in order.
	Points []Cell `json:"points"`
	// Diagonal lets it step diagonally.
	Diagonal bool `json:"diagonal,omitempty"`
	// Next is the index in Points of the point it walks to: state.
	Next int `json:"next,omitempty"`
}

// MarksItsWrites says Patrol is a MarkingBrain (it marks Next's changes).
func (*Patrol) MarksItsWrites() {}

// NextStep returns the first step towards the next point, or DirNone.
func (p *Patrol) NextStep(c *Context) Dir {
	next := p.Next
	d := p.walk(c)
	if p.Next != next {
		c.Entity.MarkChanged() // written above: marked before the Timeline looks
	}
	return d
}

// walk is NextStep without its mark.
func (p *Patrol) walk(c *Context) Dir {
	for range len(p.Points) {
		p.Next = max(p.Next, 0) % len(p.Points)
		to := p.Points[p.Next]
		if c.Mover.Cell == to || c.PathTo(to, p.Diagonal) == nil {
			p.Next++
			continue
		}
		return c.stepAlong(to, p.Diagonal)
	}
	return DirNone
}

func init() {
	scenes.Register[Control]("Griff.GridControl")
	scenes.Register[Chase]("Griff.GridChase")
	scenes.Register[Patrol]("Griff.GridPatrol")
}

// brainOf returns the first component of e that is a Brain and its type, or
// nil. It marks e changed when it finds one that is not a MarkingBrain: the
// brain is asked for a step and may write its state.
func brainOf(e *scenes.Entity) (*scenes.ComponentType, Brain) {
	for ct, c := range e.ReadComponents() {
		if b, ok := c.(Brain); ok {
			if _, marks := b.(MarkingBrain); !marks {
				e.MarkChanged()
			}
			return ct, b
		}
	}
	return nil, nil
}

package contraptions

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

// edit takes the build-mode presses: the cursor moves within the board;
// next and prev pick a palette entry; rotate turns the movable part under
// the cursor, or the part placed next; place puts the picked part at the
// cursor (when it fits: on the board, over no part, with one left in the
// palette) or, on a movable part, picks it up to be placed again (a move);
// remove puts a movable part back in the palette; run starts a run. At
// most one change to the parts is made a step (the parts are counted again
// the next step).
func (s *system) edit(g *runtime.Game, parts *scenes.Entity, b *Board, pz *Puzzle, acts []string) {
	b.Col, b.Row = min(max(b.Col, 0), pz.Cols-1), min(max(b.Row, 0), pz.Rows-1)
	if n := len(pz.Palette); n > 0 {
		b.Pick = ((b.Pick % n) + n) % n
	}
	for _, a := range acts {
		switch a {
		case ActionLeft:
			b.Col = max(b.Col-1, 0)
		case ActionRight:
			b.Col = min(b.Col+1, pz.Cols-1)
		case ActionUp:
			b.Row = max(b.Row-1, 0)
		case ActionDown:
			b.Row = min(b.Row+1, pz.Rows-1)
		case ActionNext, ActionPrev:
			if n := len(pz.Palette); n > 0 {
				step := n - 1
				if a == ActionNext {
					step = 1
				}
				b.Pick = (b.Pick + step) % n
				b.Rot = 0
			}
		case ActionRun:
			s.start(b)
			return
		case ActionRotate, ActionPlace, ActionRemove:
			if s.change(g, parts, b, pz, a) {
				return
			}
		}
	}
}

// movable returns the index of the part the player may move under the
// cursor, or -1.
func (s *system) movable(b *Board) int {
	i := s.m.at(b.Col, b.Row)
	if i < 0 || s.m.ps[i].Fixed {
		return -1
	}
	return i
}

// left returns how many parts of palette entry i are still to place.
func (s *system) left(pz *Puzzle, i int) int {
	n := pz.Palette[i].Count
	for _, p := range s.m.ps {
		if !p.Fixed && p.Kind == pz.Palette[i].Kind {
			n--
		}
	}
	return n
}

// fits reports whether the picked part can be placed at the cursor.
func (s *system) fits(b *Board, pz *Puzzle) bool {
	if len(pz.Palette) == 0 || s.left(pz, b.Pick) <= 0 {
		return false
	}
	k := pz.Palette[b.Pick].Kind
	return s.m.occ.free(Place{k, b.Col, b.Row, b.Rot % k.Rotations()})
}

// change makes one edit of the parts and reports whether it made one.
func (s *system) change(g *runtime.Game, parts *scenes.Entity, b *Board, pz *Puzzle, a string) bool {
	i := s.movable(b)
	switch {
	case a == ActionRotate && i >= 0:
		p := s.m.ps[i].place()
		p.Rot = (p.Rot + 1) % p.Kind.Rotations()
		g.Destroy(s.m.es[i])
		newPart(g.Scene(), parts, p, false, origin(b))
		return true
	case a == ActionRotate && len(pz.Palette) > 0:
		b.Rot = (b.Rot + 1) % pz.Palette[b.Pick].Kind.Rotations()
	case a == ActionRemove && i >= 0:
		g.Destroy(s.m.es[i])
		return true
	case a == ActionPlace && i >= 0: // pick it up, to place again
		p := s.m.ps[i]
		if k := stockIndex(pz.Palette, p.Kind); k >= 0 {
			b.Pick, b.Rot = k, p.Rot
		}
		g.Destroy(s.m.es[i])
		return true
	case a == ActionPlace && s.fits(b, pz):
		k := pz.Palette[b.Pick].Kind
		newPart(g.Scene(), parts, Place{k, b.Col, b.Row, b.Rot % k.Rotations()}, false, origin(b))
		return true
	}
	return false
}

// goalsMet reports whether every goal of pz holds now.
func (s *system) goalsMet(pz *Puzzle, o [2]float64) bool {
	if len(pz.Goals) == 0 {
		return false
	}
	for _, gl := range pz.Goals {
		if !s.goalMet(gl, o) {
			return false
		}
	}
	return true
}

// goalMet reports whether goal gl holds now. A goal with nothing to check
// (no bucket, lamp, switch or wheel on the board) does not.
func (s *system) goalMet(gl Goal, o [2]float64) bool {
	n := 0
	for _, p := range s.m.ps {
		ok := true
		switch {
		case gl == GoalBucket && p.Kind == KindBucket:
			ok = s.ballIn(centre(p.place(), o))
		case gl == GoalLamp && p.Kind == KindLamp, gl == GoalSwitches && p.Kind == KindSwitch:
			ok = p.On
		case gl == GoalTurn && p.Kind == KindWheel:
			ok = math.Abs(p.Angle) >= 2*math.Pi
		default:
			continue
		}
		if !ok {
			return false
		}
		n++
	}
	return n > 0
}

// The bucket's inside, from its shapes (see shapesOf), in world units from
// its centre: the walls' inner faces are bucketInner either side, their tops
// (the rim) bucketRim above, the floor's top bucketFloor below.
const (
	bucketInner = 28.0
	bucketRim   = 15.0
	bucketFloor = 12.0
	// bucketSlop is how far a ball may overlap a wall or the floor and
	// still count (the physics' contacts let shapes overlap a little).
	bucketSlop = 1.0
	// bucketRest is the speed below which a ball counts as at rest, world
	// units a second.
	bucketRest = 20.0
)

// ballIn reports whether a ball is in the bucket centred at c, as a player
// sees it: the whole ball between the walls (not on the rim, not over the
// edge), not below the floor, and its centre below the rim, or, at rest,
// some of it below the rim (a ball lying on another ball in the bucket). A
// ball flying over the bucket's mouth does not count.
func (s *system) ballIn(c [2]float64) bool {
	for i, p := range s.m.ps {
		if p.Kind != KindBall {
			continue
		}
		at := s.m.es[i].Transform().Position()
		dx, dy := at[0]-c[0], at[1]-c[1]
		if math.Abs(dx) > bucketInner-BallRadius+bucketSlop || dy > bucketFloor-BallRadius+bucketSlop {
			continue
		}
		if dy >= -bucketRim {
			return true
		}
		if dy+BallRadius > -bucketRim && s.still(s.m.es[i]) {
			return true
		}
	}
	return false
}

// still reports whether e's body moves slower than bucketRest (a body-less
// part is still).
func (s *system) still(e *scenes.Entity) bool {
	b := scenes.Read[physics.Body](e)
	return b == nil || math.Hypot(b.Velocity[0], b.Velocity[1]) < bucketRest
}

// pointer takes player 0's mouse in build mode: the cursor follows the
// pointer over the board's cells; a click places (or picks up) there and a
// clear removes there (added to acts as place and remove); the wheel picks
// the next or the part before. The pointer is turned into world units
// through the camera under it (runtime/view.ScreenToWorld, with the UI
// system's screen size; without a UI system screen pixels are world units).
func (s *system) pointer(g *runtime.Game, b *Board, pz *Puzzle, acts []string) []string {
	in := g.Input()
	p := in.Pointer(0)
	if !p.Known {
		return acts
	}
	if p.WheelY > 0 {
		acts = append(acts, ActionPrev)
	} else if p.WheelY < 0 {
		acts = append(acts, ActionNext)
	}
	click, clear := in.Pressed(0, ActionClick), in.Pressed(0, ActionClear)
	if !p.Moved && !click && !clear {
		return acts
	}
	w, seen := toWorld(g, griff.V(p.X, p.Y))
	o := origin(b)
	c, r := int(math.Floor((w[0]-o[0])/CellSize)), int(math.Floor((w[1]-o[1])/CellSize))
	if !seen || c < 0 || r < 0 || c >= pz.Cols || r >= pz.Rows {
		return acts
	}
	b.Col, b.Row = c, r
	if click {
		acts = append(acts, ActionPlace)
	}
	if clear {
		acts = append(acts, ActionRemove)
	}
	return acts
}

// toWorld returns screen point p (logical pixels) in world units.
func toWorld(g *runtime.Game, p griff.Vec) (griff.Vec, bool) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return p, true
	}
	scr, ok := panels.(ui.Screener)
	if !ok {
		return p, true
	}
	w, _, seen := view.ScreenToWorld(g.Scene(), scr.Screen(), p)
	return w, seen
}
